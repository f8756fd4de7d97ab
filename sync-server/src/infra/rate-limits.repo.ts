import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Counts one hit in the bucket's window and answers the count with it, in one statement, so that
 * parallel requests each see their own count. A window that has ended starts again at 1.
 */
export async function countHit(db: Db, bucket: string, windowMs: number, now = Date.now()): Promise<number> {
  const ended = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('rateLimits')
    .values({ bucket, hits: 1, windowEndsAt: now + windowMs })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limits.hits + 1 end`,
        windowEndsAt: sql<number>`case when ${ended} then ${now + windowMs} else rate_limits.window_ends_at end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/**
 * Takes the bucket's turn if its last one has run out, holding it until `until`; false while it is
 * held. One statement, so that of parallel takers one gets the turn.
 */
export async function takeTurn(db: Db, bucket: string, until: number, now = Date.now()): Promise<boolean> {
  const taken = await db
    .insertInto('rateLimits')
    .values({ bucket, hits: 1, windowEndsAt: until })
    .onConflict((oc) =>
      oc
        .column('bucket')
        .doUpdateSet({ hits: sql<number>`rate_limits.hits + 1`, windowEndsAt: until })
        .where(sql<number>`rate_limits.window_ends_at`, '<=', now),
    )
    .returning('hits')
    .executeTakeFirst();
  return taken !== undefined;
}

/** When the bucket's window ends, or undefined for a bucket not counted. */
export const windowEndOf = async (db: Db, bucket: string): Promise<number | undefined> => {
  const row = await db.selectFrom('rateLimits').select('windowEndsAt').where('bucket', '=', bucket).executeTakeFirst();
  return row && Number(row.windowEndsAt);
};

/** Takes back one hit (an attempt that turned out allowed). */
export const forgiveHit = (db: Db, bucket: string) =>
  db
    .updateTable('rateLimits')
    .set({ hits: sql<number>`case when hits > 0 then hits - 1 else 0 end` })
    .where('bucket', '=', bucket)
    .execute();

export const clearBuckets = (db: Db, buckets: string[]) => db.deleteFrom('rateLimits').where('bucket', 'in', buckets).execute();

export const clearBucketsStartingWith = (db: Db, prefix: string) =>
  db
    .deleteFrom('rateLimits')
    .where(sql<string>`substr(bucket, 1, ${prefix.length})`, '=', prefix)
    .execute();

export const pruneRateLimits = (db: Db, now = Date.now()) => db.deleteFrom('rateLimits').where('windowEndsAt', '<=', now).execute();
