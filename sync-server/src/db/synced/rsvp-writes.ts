import type { Insertable } from 'kysely';
import type { Rsvps } from '../generated-schema';
import type { Trx } from '../transaction';
import { recordChange } from './change-rows';

/** A new RSVP; a signed-in guest's devices hear of it (a signed-out one has none to tell). */
export async function insertRsvp(trx: Trx, rsvp: Insertable<Rsvps>): Promise<void> {
  await trx.insertInto('rsvps').values(rsvp).execute();
  if (rsvp.userId != null) await recordChange(trx, { userId: rsvp.userId, entity: 'rsvp', entityId: rsvp.id, op: 'upsert' });
}
