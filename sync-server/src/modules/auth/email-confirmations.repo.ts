import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { EmailConfirmations } from '../../db/generated-schema';

export async function insertEmailConfirmation(db: Db, confirmation: Insertable<EmailConfirmations>): Promise<void> {
  await db.insertInto('emailConfirmations').values(confirmation).execute();
}

/** Marks a confirmation link used if it is unused and unexpired, answering whose it is (a parallel use waits, then finds it used). */
export const useConfirmationLink = async (db: Db, tokenHash: string, now: string): Promise<number | undefined> =>
  (
    await db
      .updateTable('emailConfirmations')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst()
  )?.userId;

/** Ends every confirmation link of the user not used yet. */
export const endConfirmationLinks = (db: Db, userId: number, now: string) =>
  db.updateTable('emailConfirmations').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
