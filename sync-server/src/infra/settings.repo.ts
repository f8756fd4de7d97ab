import type { FeatureToggle } from '@stagehouse/shared/admin.schema';
import type { Db } from '../db/database';
import { keepsRows } from '../db/query-helpers';

export async function listFeatureToggles(db: Db): Promise<FeatureToggle[]> {
  const rows = await db.selectFrom('featureToggles').select(['id', 'name', 'description', 'enabled']).orderBy('id').execute();
  return rows.map((r) => ({ ...r, id: r.id as FeatureToggle['id'], enabled: r.enabled === 1 }));
}

export async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : fallback;
}

/** A setting read to decide a change on it: inside a transaction its row is kept until that transaction ends, so a parallel change waits. */
export async function readSettingToChange<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .$if(keepsRows(db), (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export async function featureEnabled(db: Db, id: FeatureToggle['id']): Promise<boolean> {
  const row = await db.selectFrom('featureToggles').select('enabled').where('id', '=', id).executeTakeFirst();
  return row?.enabled === 1;
}

/** Demo rows show in public lists while the data source is Sample, demo data is visible and the demo_furniture toggle is on. */
export async function demoRowsShown(db: Db): Promise<boolean> {
  const [sample, visible, toggle] = await Promise.all([
    readSetting(db, 'use_sample_data', true),
    readSetting(db, 'demo_visible', true),
    featureEnabled(db, 'demo_furniture'),
  ]);
  return sample && visible && toggle;
}

export const writeSetting = (db: Db, key: string, value: unknown) =>
  db
    .insertInto('appSettings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();

export const setFeatureEnabled = (db: Db, id: FeatureToggle['id'], enabled: boolean) =>
  db
    .updateTable('featureToggles')
    .set({ enabled: enabled ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
