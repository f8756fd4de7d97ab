import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { EmailConfirmations } from '../../db/generated-schema';

export async function insertEmailConfirmation(db: Db, confirmation: Insertable<EmailConfirmations>): Promise<void> {
  await db.insertInto('emailConfirmations').values(confirmation).execute();
}

/**
 * Marks the user's confirmation link used if it is unused, unexpired and was sent to the email the
 * account has now; returns whether it was (a parallel use waits, then finds it used).
 */
export const useConfirmationLink = async (db: Db, userId: number, tokenHash: string, now: string): Promise<boolean> =>
  (await db
    .updateTable('emailConfirmations')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('email', '=', (eb) => eb.selectFrom('users').select('users.email').where('users.id', '=', userId))
    .returning('userId')
    .executeTakeFirst()) !== undefined;

/** Ends every confirmation link of the user not used yet. */
export const endConfirmationLinks = (db: Db, userId: number, now: string) =>
  db.updateTable('emailConfirmations').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
