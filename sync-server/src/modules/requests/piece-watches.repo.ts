import type { Db } from '../../db/database';

/** Notes that `email` wants to hear if the piece comes back; once per piece and email. */
export const addWatch = (db: Db, watch: { furnitureId: string; email: string; userId: number | null }) =>
  db
    .insertInto('pieceWatches')
    .values({ ...watch, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['furnitureId', 'email']).doNothing())
    .execute();

/** The emails waiting for the piece to come back, taken: each is told once. */
export const takeWatchers = async (db: Db, furnitureId: string): Promise<string[]> =>
  (await db.deleteFrom('pieceWatches').where('furnitureId', '=', furnitureId).returning('email').execute()).map((row) => row.email);
