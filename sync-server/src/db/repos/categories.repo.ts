import type { CategoryChoice, TagChoice } from '@stagehouse/shared/category-options';
import type { Db } from '../database';

export const listCategoryChoices = async (db: Db): Promise<CategoryChoice[]> => {
  const rows = await db.selectFrom('categories').select(['value', 'name', 'isActive']).orderBy('name').execute();
  return rows.map((r) => ({ value: r.value, name: r.name, isActive: r.isActive === 1 }));
};

export const listTagChoices = async (db: Db): Promise<TagChoice[]> => {
  const rows = await db.selectFrom('tags').select(['id', 'name', 'tagGroup', 'isActive']).orderBy('tagGroup').orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, group: r.tagGroup, isActive: r.isActive === 1 }));
};

/** Of these tags, the ones active in the back office. */
export const findActiveTagIds = async (db: Db, ids: readonly number[]): Promise<number[]> =>
  (await db.selectFrom('tags').select('id').where('id', 'in', ids).where('isActive', '=', 1).execute()).map((t) => t.id);
