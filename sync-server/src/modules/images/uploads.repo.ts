import type { Db } from '../../db/database';
import { keepsRows } from '../../db/query-helpers';

export async function insertUploadToken(db: Db, token: string, userId: number, expiresAt: string): Promise<void> {
  await db.insertInto('uploadTokens').values({ token, userId, expiresAt, usedAt: null }).execute();
}

/** The upload's token; inside a transaction it is kept from removal until that transaction ends, so a photo a write takes up stays. */
export const findUploadToken = (db: Db, token: string) =>
  db
    .selectFrom('uploadTokens')
    .selectAll()
    .where('token', '=', token)
    .$if(keepsRows(db), (q) => q.forShare())
    .executeTakeFirst();

/** Keeps the token for the caller's transaction before it may be removed: a write taking its photo up commits first, or waits and finds it gone. */
export async function keepUploadToken(db: Db, token: string): Promise<void> {
  if (keepsRows(db)) await db.selectFrom('uploadTokens').select('token').where('token', '=', token).forUpdate().execute();
}

/** Marks the token used; answers false when it was used already (a parallel upload took it first). */
export async function claimUploadToken(db: Db, token: string, usedAt: string, abandonedBefore: string): Promise<boolean> {
  const used = await db
    .updateTable('uploadTokens')
    .set({ usedAt })
    .where('token', '=', token)
    .where((eb) => eb.or([eb('usedAt', 'is', null), eb.and([eb('size', 'is', null), eb('usedAt', '<', abandonedBefore)])]))
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** Notes the size of the photo stored at the token's address, once it and its thumbnail are stored. */
export async function recordUploadStored(db: Db, token: string, photo: { size: number; width: number; height: number }): Promise<void> {
  await db.updateTable('uploadTokens').set(photo).where('token', '=', token).execute();
}

/** Frees a token taken by an upload that could not be stored, so the upload can be sent again. */
export async function releaseUploadToken(db: Db, token: string): Promise<void> {
  await db.updateTable('uploadTokens').set({ usedAt: null }).where('token', '=', token).execute();
}

export async function deleteUploadToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('uploadTokens').where('token', '=', token).execute();
}

export const deleteUnusedUploadTokensExpiredBy = (db: Db, now: string) =>
  db.deleteFrom('uploadTokens').where('usedAt', 'is', null).where('expiresAt', '<', now).execute();

/** Every upload address a photo was stored at. */
export async function listUsedUploadTokens(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('uploadTokens').select('token').where('usedAt', 'is not', null).orderBy('token').execute();
  return rows.map((r) => r.token);
}
