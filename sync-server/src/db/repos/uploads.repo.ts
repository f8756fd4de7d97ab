import type { Db } from '../database';

export async function insertUploadToken(db: Db, token: string, userId: number, expiresAt: string): Promise<void> {
  await db.insertInto('uploadTokens').values({ token, userId, expiresAt, usedAt: null }).execute();
}

export const findUploadToken = (db: Db, token: string) =>
  db.selectFrom('uploadTokens').selectAll().where('token', '=', token).executeTakeFirst();

/** Marks the token used; answers false when it was used already (a parallel upload took it first). */
export async function claimUploadToken(db: Db, token: string, usedAt: string): Promise<boolean> {
  const used = await db
    .updateTable('uploadTokens')
    .set({ usedAt })
    .where('token', '=', token)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

export const deleteUnusedUploadTokensExpiredBy = (db: Db, now: string) =>
  db.deleteFrom('uploadTokens').where('usedAt', 'is', null).where('expiresAt', '<', now).execute();
