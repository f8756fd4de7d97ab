import type { Banner } from '@stagehouse/shared/admin.schema';
import type { Db } from '../database';

type Audience = Banner['targetAudience'];

export const listEnabledBanners = async (db: Db, audiences: Audience[]): Promise<Banner[]> => {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('enabled', '=', 1)
    .where('targetAudience', 'in', audiences)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, enabled: r.enabled === 1 }));
};
