import { listRealPiecesInDemoHouses, listPiecesOfDemoRows, listUserRsvpsOfDemoRows } from '../../modules/admin/demo-data.repo';
import type { Trx } from '../transaction';
import { recordChanges, recordPiecesChange } from './change-rows';

/**
 * Deletes demo listings, demo open houses and demo listers (with all that is theirs); admins stay.
 * The devices of the owners of removed pieces, of those who saved them, of signed-in users who RSVPed
 * to a removed open house and of the owners of other pieces that were in one hear of it.
 */
export async function deleteDemoRows(trx: Trx): Promise<void> {
  await recordPiecesChange(trx, await listPiecesOfDemoRows(trx), 'delete');
  await recordPiecesChange(trx, await listRealPiecesInDemoHouses(trx), 'upsert');
  await recordChanges(
    trx,
    (await listUserRsvpsOfDemoRows(trx)).map((rsvp) => ({ userId: rsvp.userId, entity: 'rsvp', entityId: rsvp.id, op: 'delete' })),
  );
  await trx.deleteFrom('furniture').where('isDemo', '=', 1).execute();
  await trx.deleteFrom('properties').where('isDemo', '=', 1).execute();
  await trx.deleteFrom('users').where('isDemo', '=', 1).where('role', '!=', 'admin').execute();
}
