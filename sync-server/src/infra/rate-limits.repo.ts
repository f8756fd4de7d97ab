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
