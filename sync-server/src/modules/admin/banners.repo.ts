import type { Banner } from '@stagehouse/shared/admin.schema';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Banners } from '../../db/generated-schema';

type Audience = Banner['targetAudience'];

export async function listEnabledBanners(db: Db, audiences: Audience[]): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('enabled', '=', 1)
    .where('targetAudience', 'in', audiences)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, enabled: r.enabled === 1 }));
}

const toBanner = (r: Selectable<Banners>): Banner => ({ ...r, enabled: r.enabled === 1 });

export const listAllBanners = async (db: Db): Promise<Banner[]> =>
  (await db.selectFrom('banners').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()).map(toBanner);

export const insertBanner = async (db: Db, banner: Insertable<Banners>): Promise<Banner> =>
  toBanner(await db.insertInto('banners').values(banner).returningAll().executeTakeFirstOrThrow());

/** The banner as it now is, or undefined when there is none with this id. */
export async function updateBannerEnabled(db: Db, id: number, enabled: boolean): Promise<Banner | undefined> {
  const row = await db
    .updateTable('banners')
    .set({ enabled: enabled ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toBanner(row);
}

/** The title of the banner deleted, or undefined when there was none with this id. */
export const deleteBannerById = async (db: Db, id: number): Promise<string | undefined> =>
  (await db.deleteFrom('banners').where('id', '=', id).returning('title').executeTakeFirst())?.title;
