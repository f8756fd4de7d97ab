import {
  type AdminSettings,
  type Banner,
  type Category,
  createBannerSchema,
  createCategorySchema,
  createReleaseSchema,
  createTagSchema,
  type Release,
  type Tag,
  toggleActiveSchema,
  toggleDataSourceSchema,
  toggleDemoVisibilitySchema,
  toggleEnabledSchema,
  toggleFeatureSchema,
  toggleLiveSchema,
} from '@stagehouse/shared/admin.schema';
import { categoryValueOf } from '@stagehouse/shared/category-options';
import type { User } from '@stagehouse/shared/user.schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { listFeatureToggles, readSetting } from '../db/repos/settings.repo';
import { inTransaction } from '../db/transaction';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Mailer } from './mailer';

const writeSetting = (db: Db, key: string, value: unknown) =>
  db.insertInto('appSettings').values({ key, value: JSON.stringify(value) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) })).execute();

export const getSettings = async (db: Db, mailer: Mailer): Promise<AdminSettings> => ({
  useSampleData: await readSetting(db, 'use_sample_data', true),
  demoVisible: await readSetting(db, 'demo_visible', true),
  emailIntegration: await readSetting(db, 'email_integration', false),
  inviteSystem: await readSetting(db, 'invite_system', false),
  smtpConfigured: mailer.configured,
});

/** One switch of the back office, stored and logged in one transaction. */
const saveSwitch = (db: Db, admin: User, ip: string, key: string, value: boolean, title: string) =>
  inTransaction(db, async (trx) => {
    await writeSetting(trx, key, value);
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'setting', entityId: key, entityTitle: title, details: value ? 'On' : 'Off', ipAddress: ip });
  });

export const toggleFeature = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { featureId, enabled } = toggleFeatureSchema.parse(input);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('featureToggles').set({ enabled: enabled ? 1 : 0, updatedAt: new Date().toISOString() }).where('id', '=', featureId).execute();
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'setting', entityId: featureId, entityTitle: 'Feature toggle', details: enabled ? 'Enabled' : 'Disabled', ipAddress: ip });
  });
  return (await listFeatureToggles(db)).find((t) => t.id === featureId);
};

export const toggleDataSource = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { useSampleData } = toggleDataSourceSchema.parse(input);
  await saveSwitch(db, admin, ip, 'use_sample_data', useSampleData, 'Data source');
  return { useSampleData };
};

export const toggleDemoVisibility = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { visible } = toggleDemoVisibilitySchema.parse(input);
  await saveSwitch(db, admin, ip, 'demo_visible', visible, 'Demo visibility');
  return { visible };
};

export const toggleEmailIntegration = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { enabled } = toggleEnabledSchema.parse(input);
  await saveSwitch(db, admin, ip, 'email_integration', enabled, 'Email integration');
  if (!enabled) await saveSwitch(db, admin, ip, 'invite_system', false, 'Invite system');
  return { enabled };
};

export const toggleInviteSystem = async (db: Db, admin: User, input: unknown, ip: string) => {
  const { enabled } = toggleEnabledSchema.parse(input);
  if (enabled && !(await readSetting(db, 'email_integration', false))) throw badRequest('Turn on email integration first');
  await saveSwitch(db, admin, ip, 'invite_system', enabled, 'Invite system');
  return { enabled };
};

export const testEmailConnection = async (mailer: Mailer) => {
  try {
    await mailer.verify();
  } catch (error) {
    throw new HttpError(502, `Email integration test failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { ok: true };
};

const toBanner = (r: { id: number; title: string; content: string; type: Banner['type']; enabled: number; targetAudience: Banner['targetAudience']; createdAt: string }): Banner => ({ ...r, enabled: r.enabled === 1 });

export const listBanners = async (db: Db): Promise<Banner[]> => (await db.selectFrom('banners').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()).map(toBanner);

export const createBanner = async (db: Db, admin: User, input: unknown, ip: string): Promise<Banner> => {
  const body = createBannerSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const row = await trx.insertInto('banners').values({ ...body, enabled: 1, createdAt: new Date().toISOString() }).returningAll().executeTakeFirstOrThrow();
    await recordActivity(trx, { actor: admin, action: 'create', entityType: 'banner', entityId: row.id, entityTitle: row.title, details: `For ${row.targetAudience}`, ipAddress: ip });
    return toBanner(row);
  });
};

export const setBannerEnabled = async (db: Db, admin: User, id: number, input: unknown, ip: string): Promise<Banner> => {
  const { enabled } = toggleEnabledSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const row = await trx.updateTable('banners').set({ enabled: enabled ? 1 : 0 }).where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound('Banner not found');
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'banner', entityId: id, entityTitle: row.title, details: enabled ? 'Enabled' : 'Disabled', ipAddress: ip });
    return toBanner(row);
  });
};

export const deleteBanner = async (db: Db, admin: User, id: number, ip: string): Promise<void> => {
  await inTransaction(db, async (trx) => {
    const row = await trx.deleteFrom('banners').where('id', '=', id).returning('title').executeTakeFirst();
    if (!row) throw notFound('Banner not found');
    await recordActivity(trx, { actor: admin, action: 'delete', entityType: 'banner', entityId: id, entityTitle: row.title, ipAddress: ip });
  });
};

const toRelease = (r: { id: number; version: string; title: string; description: string; features: string; isLive: number; releaseDate: string; type: Release['type'] }): Release => ({
  id: r.id,
  version: r.version,
  title: r.title,
  description: r.description,
  features: JSON.parse(r.features) as string[],
  isLive: r.isLive === 1,
  releaseDate: r.releaseDate,
  type: r.type,
});

export const listReleases = async (db: Db): Promise<Release[]> => (await db.selectFrom('releases').selectAll().orderBy('releaseDate', 'desc').orderBy('id', 'desc').execute()).map(toRelease);

export const createRelease = async (db: Db, admin: User, input: unknown, ip: string): Promise<Release> => {
  const body = createReleaseSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('releases')
      .values({ ...body, features: JSON.stringify(body.features), isLive: 0, createdAt: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor: admin, action: 'create', entityType: 'setting', entityId: row.id, entityTitle: `Release ${row.version}`, details: row.title, ipAddress: ip });
    return toRelease(row);
  });
};

export const setReleaseLive = async (db: Db, admin: User, id: number, input: unknown, ip: string): Promise<Release> => {
  const { isLive } = toggleLiveSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const row = await trx.updateTable('releases').set({ isLive: isLive ? 1 : 0 }).where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound('Release not found');
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'setting', entityId: id, entityTitle: `Release ${row.version}`, details: isLive ? 'Live' : 'Planned', ipAddress: ip });
    return toRelease(row);
  });
};

/** A new category may name a value pieces already carry (the edit form's "outdoor"). */
const countInCategory = async (db: Db, value: string) =>
  Number((await db.selectFrom('furniture').select((s) => s.fn.countAll<number>().as('n')).where('category', '=', value).executeTakeFirstOrThrow()).n);

export const listCategories = async (db: Db): Promise<Category[]> => {
  const rows = await db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) => eb.selectFrom('furniture').whereRef('furniture.category', '=', 'c.value').select((s) => s.fn.countAll<number>().as('n')).as('listingCount'))
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, color: r.color, listingCount: Number(r.listingCount ?? 0), isActive: r.isActive === 1, createdAt: r.createdAt }));
};

export const createCategory = async (db: Db, admin: User, input: unknown, ip: string): Promise<Category> => {
  const body = createCategorySchema.parse(input);
  const value = categoryValueOf(body.name);
  if (value === '') throw badRequest('A category name needs a letter or a digit');
  const exists = await db.selectFrom('categories').select('id').where((eb) => eb.or([eb(sql`lower(name)`, '=', body.name.toLowerCase()), eb('value', '=', value)])).executeTakeFirst();
  if (exists) throw badRequest('A category with this name already exists');
  return inTransaction(db, async (trx) => {
    const row = await trx.insertInto('categories').values({ ...body, value, isActive: 1, createdAt: new Date().toISOString() }).returningAll().executeTakeFirstOrThrow();
    await recordActivity(trx, { actor: admin, action: 'create', entityType: 'category', entityId: row.id, entityTitle: row.name, ipAddress: ip });
    return { id: row.id, name: row.name, description: row.description, color: row.color, listingCount: await countInCategory(trx, value), isActive: true, createdAt: row.createdAt };
  });
};

export const setCategoryActive = async (db: Db, admin: User, id: number, input: unknown, ip: string) => {
  const { isActive } = toggleActiveSchema.parse(input);
  await inTransaction(db, async (trx) => {
    const row = await trx.updateTable('categories').set({ isActive: isActive ? 1 : 0 }).where('id', '=', id).returning('name').executeTakeFirst();
    if (!row) throw notFound('Category not found');
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'category', entityId: id, entityTitle: row.name, details: isActive ? 'Active' : 'Inactive', ipAddress: ip });
  });
  return (await listCategories(db)).find((c) => c.id === id);
};

export const listTags = async (db: Db): Promise<Tag[]> => {
  const rows = await db
    .selectFrom('tags as t')
    .selectAll('t')
    .select((eb) => eb.selectFrom('furnitureTags').whereRef('furnitureTags.tagId', '=', 't.id').select((s) => s.fn.countAll<number>().as('n')).as('listingCount'))
    .orderBy('t.tagGroup')
    .orderBy('t.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, category: r.tagGroup, description: r.description, listingCount: Number(r.listingCount ?? 0), isActive: r.isActive === 1, createdAt: r.createdAt }));
};

export const createTag = async (db: Db, admin: User, input: unknown, ip: string): Promise<Tag> => {
  const body = createTagSchema.parse(input);
  const exists = await db.selectFrom('tags').select('id').where('tagGroup', '=', body.category).where(sql`lower(name)`, '=', body.name.toLowerCase()).executeTakeFirst();
  if (exists) throw badRequest('This tag already exists in its group');
  return inTransaction(db, async (trx) => {
    const row = await trx.insertInto('tags').values({ name: body.name, tagGroup: body.category, description: body.description, isActive: 1, createdAt: new Date().toISOString() }).returningAll().executeTakeFirstOrThrow();
    await recordActivity(trx, { actor: admin, action: 'create', entityType: 'category', entityId: row.id, entityTitle: `Tag ${row.name}`, ipAddress: ip });
    return { id: row.id, name: row.name, category: row.tagGroup, description: row.description, listingCount: 0, isActive: true, createdAt: row.createdAt };
  });
};

export const setTagActive = async (db: Db, admin: User, id: number, input: unknown, ip: string) => {
  const { isActive } = toggleActiveSchema.parse(input);
  await inTransaction(db, async (trx) => {
    const row = await trx.updateTable('tags').set({ isActive: isActive ? 1 : 0 }).where('id', '=', id).returning('name').executeTakeFirst();
    if (!row) throw notFound('Tag not found');
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'category', entityId: id, entityTitle: `Tag ${row.name}`, details: isActive ? 'Active' : 'Inactive', ipAddress: ip });
  });
  return (await listTags(db)).find((t) => t.id === id);
};
