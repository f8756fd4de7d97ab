import { type Banner, createBannerSchema, toggleEnabledSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { deleteBannerById, insertBanner, listAllBanners, updateBannerEnabled } from '../db/repos/banners.repo';
import { inTransaction } from '../db/transaction';
import { notFound } from '../http/errors';

export const listBanners = (db: Db): Promise<Banner[]> => listAllBanners(db);

export async function createBanner(db: Db, admin: User, input: unknown, ip: string): Promise<Banner> {
  const body = createBannerSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const banner = await insertBanner(trx, { ...body, enabled: 1, createdAt: new Date().toISOString() });
    await recordActivity(trx, {
      actor: admin,
      action: 'create',
      entityType: 'banner',
      entityId: banner.id,
      entityTitle: banner.title,
      details: `For ${banner.targetAudience}`,
      ipAddress: ip,
    });
    return banner;
  });
}

export async function setBannerEnabled(db: Db, admin: User, id: number, input: unknown, ip: string): Promise<Banner> {
  const { enabled } = toggleEnabledSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const banner = await updateBannerEnabled(trx, id, enabled);
    if (!banner) throw notFound('Banner not found');
    await recordActivity(trx, {
      actor: admin,
      action: 'update',
      entityType: 'banner',
      entityId: id,
      entityTitle: banner.title,
      details: enabled ? 'Enabled' : 'Disabled',
      ipAddress: ip,
    });
    return banner;
  });
}

export async function deleteBanner(db: Db, admin: User, id: number, ip: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const title = await deleteBannerById(trx, id);
    if (title === undefined) throw notFound('Banner not found');
    await recordActivity(trx, { actor: admin, action: 'delete', entityType: 'banner', entityId: id, entityTitle: title, ipAddress: ip });
  });
}
