import type { Release } from '@stagehouse/shared/admin.schema';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Releases } from '../../db/generated-schema';

export async function listLiveReleases(db: Db, limit: number): Promise<Release[]> {
  const rows = await db
    .selectFrom('releases')
    .select(['id', 'version', 'title', 'description', 'features', 'isLive', 'releaseDate', 'type'])
    .where('isLive', '=', 1)
    .orderBy('releaseDate', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, features: JSON.parse(r.features) as string[], isLive: true }));
}

const toRelease = (r: Selectable<Releases>): Release => ({
  id: r.id,
  version: r.version,
  title: r.title,
  description: r.description,
  features: JSON.parse(r.features) as string[],
  isLive: r.isLive === 1,
  releaseDate: r.releaseDate,
  type: r.type,
});

export const listAllReleases = async (db: Db): Promise<Release[]> =>
  (await db.selectFrom('releases').selectAll().orderBy('releaseDate', 'desc').orderBy('id', 'desc').execute()).map(toRelease);

export const insertRelease = async (db: Db, release: Insertable<Releases>): Promise<Release> =>
  toRelease(await db.insertInto('releases').values(release).returningAll().executeTakeFirstOrThrow());

/** The release as it now is, or undefined when there is none with this id. */
export async function updateReleaseLive(db: Db, id: number, isLive: boolean): Promise<Release | undefined> {
  const row = await db
    .updateTable('releases')
    .set({ isLive: isLive ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toRelease(row);
}
