import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PasswordResets } from '../../db/generated-schema';

export async function insertPasswordReset(db: Db, reset: Insertable<PasswordResets>): Promise<void> {
  await db.insertInto('passwordResets').values(reset).execute();
}

/** Marks a reset link used if it is unused and unexpired, answering whose it is; undefined when it was not (a parallel use waits, then finds it used). */
export const useResetLink = async (db: Db, tokenHash: string, now: string): Promise<number | undefined> =>
  (
    await db
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst()
  )?.userId;

/** Ends every reset link of the user not used yet. */
export const endResetLinks = (db: Db, userId: number, now: string) =>
  db.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
