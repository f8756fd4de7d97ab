import { type Category, createCategorySchema, toggleActiveSchema } from '@stagehouse/shared/admin.schema';
import { categoryValueOf } from '@stagehouse/shared/category-options';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { categoryExists, countPiecesInCategory, insertCategory, listCategoriesWithCounts, updateCategoryActive } from './categories.repo';
import { badRequest } from '../../http/errors';
import { changeWithLogLine, switchRow } from './admin-change';

export const listCategories = (db: Db): Promise<Category[]> => listCategoriesWithCounts(db);

/** A new category's value is its name in lower case with dashes; it is offered at once on every form and import. */
export async function createCategory(db: Db, admin: User, input: unknown, ip: string): Promise<Category> {
  const body = createCategorySchema.parse(input);
  const value = categoryValueOf(body.name);
  if (value === '') throw badRequest('A category name needs a letter or a digit');
  if (await categoryExists(db, body.name, value)) throw badRequest('A category with this name already exists');
  return changeWithLogLine(
    db,
    admin,
    ip,
    async (trx) => {
      const row = await insertCategory(trx, { ...body, value, isActive: 1, createdAt: new Date().toISOString() });
      return {
        id: row.id,
        name: row.name,
        value,
        description: row.description,
        color: row.color,
        listingCount: await countPiecesInCategory(trx, value),
        isActive: true,
        createdAt: row.createdAt,
      };
    },
    (category) => ({ action: 'create', entityType: 'category', entityId: category.id, entityTitle: category.name }),
  );
}

export async function setCategoryActive(db: Db, admin: User, id: number, input: unknown, ip: string) {
  const { isActive } = toggleActiveSchema.parse(input);
  await switchRow(db, admin, ip, {
    id,
    entityType: 'category',
    missing: 'Category not found',
    details: isActive ? 'Active' : 'Inactive',
    update: (trx) => updateCategoryActive(trx, id, isActive),
    title: (name) => name,
  });
  return (await listCategories(db)).find((c) => c.id === id);
}
