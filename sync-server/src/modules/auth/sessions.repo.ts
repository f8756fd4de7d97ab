import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Sessions } from '../../db/generated-schema';

export const findSession = (db: Db, id: string) =>
  db.selectFrom('sessions').select(['data', 'expiresAt']).where('id', '=', id).executeTakeFirst();

export async function saveSession(db: Db, row: Insertable<Sessions>): Promise<void> {
  await db
    .insertInto('sessions')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ userId: row.userId, data: row.data, expiresAt: row.expiresAt }))
    .execute();
}

/** Writes a session that still exists; one that was deleted stays deleted. */
export async function updateSession(db: Db, row: Insertable<Sessions> & { id: string }): Promise<void> {
  await db.updateTable('sessions').set({ userId: row.userId, data: row.data, expiresAt: row.expiresAt }).where('id', '=', row.id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of the user, but the one `keptId` names when given. */
export async function endSessionsOfUser(db: Db, userId: number, keptId?: string): Promise<void> {
  let sessions = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keptId) sessions = sessions.where('id', '!=', keptId);
  await sessions.execute();
}
