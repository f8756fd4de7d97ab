import { type Banner, createBannerSchema, toggleEnabledSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { deleteBannerById, insertBanner, listAllBanners, updateBannerEnabled } from './banners.repo';
import { changeWithLogLine, foundRow, switchRow } from './admin-change';

export const listBanners = (db: Db): Promise<Banner[]> => listAllBanners(db);

export async function createBanner(db: Db, admin: User, input: unknown, ip: string): Promise<Banner> {
  const body = createBannerSchema.parse(input);
  return changeWithLogLine(
    db,
    admin,
    ip,
    (trx) => insertBanner(trx, { ...body, enabled: 1, createdAt: new Date().toISOString() }),
    (banner) => ({
      action: 'create',
      entityType: 'banner',
      entityId: banner.id,
      entityTitle: banner.title,
      details: `For ${banner.targetAudience}`,
    }),
  );
}

export async function setBannerEnabled(db: Db, admin: User, id: number, input: unknown, ip: string): Promise<Banner> {
  const { enabled } = toggleEnabledSchema.parse(input);
  return switchRow(db, admin, ip, {
    id,
    entityType: 'banner',
    missing: 'Banner not found',
    details: enabled ? 'Enabled' : 'Disabled',
    update: (trx) => updateBannerEnabled(trx, id, enabled),
    title: (banner) => banner.title,
  });
}

export async function deleteBanner(db: Db, admin: User, id: number, ip: string): Promise<void> {
  await changeWithLogLine(
    db,
    admin,
    ip,
    async (trx) => foundRow(await deleteBannerById(trx, id), 'Banner not found'),
    (title) => ({ action: 'delete', entityType: 'banner', entityId: id, entityTitle: title }),
  );
}
