import type { Release } from '@stagehouse/shared/admin.schema';
import type { Db } from '../database';

export const listLiveReleases = async (db: Db, limit: number): Promise<Release[]> => {
  const rows = await db
    .selectFrom('releases')
    .select(['id', 'version', 'title', 'description', 'features', 'isLive', 'releaseDate', 'type'])
    .where('isLive', '=', 1)
    .orderBy('releaseDate', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, features: JSON.parse(r.features) as string[], isLive: true }));
};
