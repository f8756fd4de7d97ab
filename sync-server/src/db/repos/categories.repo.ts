import type { CategoryChoice } from '@stagehouse/shared/category-options';
import type { Db } from '../database';

export const listCategoryChoices = async (db: Db): Promise<CategoryChoice[]> => {
  const rows = await db.selectFrom('categories').select(['value', 'name', 'isActive']).orderBy('name').execute();
  return rows.map((r) => ({ value: r.value, name: r.name, isActive: r.isActive === 1 }));
};
