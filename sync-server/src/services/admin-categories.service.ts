import { type Category, createCategorySchema, toggleActiveSchema } from '@stagehouse/shared/admin.schema';
import { categoryValueOf } from '@stagehouse/shared/category-options';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import {
  categoryExists,
  countPiecesInCategory,
  insertCategory,
  listCategoriesWithCounts,
  updateCategoryActive,
} from '../db/repos/categories.repo';
import { inTransaction } from '../db/transaction';
import { badRequest, notFound } from '../http/errors';

export const listCategories = (db: Db): Promise<Category[]> => listCategoriesWithCounts(db);

/** A new category may name a value pieces already carry (the edit form's "outdoor"), so it starts with their count. */
export async function createCategory(db: Db, admin: User, input: unknown, ip: string): Promise<Category> {
  const body = createCategorySchema.parse(input);
  const value = categoryValueOf(body.name);
  if (value === '') throw badRequest('A category name needs a letter or a digit');
  if (await categoryExists(db, body.name, value)) throw badRequest('A category with this name already exists');
  return inTransaction(db, async (trx) => {
    const row = await insertCategory(trx, { ...body, value, isActive: 1, createdAt: new Date().toISOString() });
    await recordActivity(trx, {
      actor: admin,
      action: 'create',
      entityType: 'category',
      entityId: row.id,
      entityTitle: row.name,
      ipAddress: ip,
    });
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      color: row.color,
      listingCount: await countPiecesInCategory(trx, value),
      isActive: true,
      createdAt: row.createdAt,
    };
  });
}

export async function setCategoryActive(db: Db, admin: User, id: number, input: unknown, ip: string) {
  const { isActive } = toggleActiveSchema.parse(input);
  await inTransaction(db, async (trx) => {
    const name = await updateCategoryActive(trx, id, isActive);
    if (name === undefined) throw notFound('Category not found');
    await recordActivity(trx, {
      actor: admin,
      action: 'update',
      entityType: 'category',
      entityId: id,
      entityTitle: name,
      details: isActive ? 'Active' : 'Inactive',
      ipAddress: ip,
    });
  });
  return (await listCategories(db)).find((c) => c.id === id);
}
