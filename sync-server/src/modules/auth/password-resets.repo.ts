import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PasswordResets } from '../../db/generated-schema';

export async function insertPasswordReset(db: Db, reset: Insertable<PasswordResets>): Promise<void> {
  await db.insertInto('passwordResets').values(reset).execute();
}

export const findPasswordReset = (db: Db, tokenHash: string) =>
  db.selectFrom('passwordResets').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

/** Ends every reset link of the user not used yet. */
export const endResetLinks = (db: Db, userId: number, now: string) =>
  db.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
