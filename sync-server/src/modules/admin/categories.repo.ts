import type { CategoryChoice, TagChoice } from '@stagehouse/shared/category.schema';
import type { Category, Tag } from '@stagehouse/shared/admin.schema';
import { type Insertable, type NotNull, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Categories, Tags } from '../../db/generated-schema';

// A category's value column takes null (it was added to rows that were there already); a category without one names no listings.
export async function listCategoryChoices(db: Db): Promise<CategoryChoice[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['value', 'name', 'isActive'])
    .where('value', 'is not', null)
    .$narrowType<{ value: NotNull }>()
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ value: r.value, name: r.name, isActive: r.isActive === 1 }));
}

export async function listTagChoices(db: Db): Promise<TagChoice[]> {
  const rows = await db.selectFrom('tags').select(['id', 'name', 'tagGroup', 'isActive']).orderBy('tagGroup').orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, group: r.tagGroup, isActive: r.isActive === 1 }));
}

/** Of these tags, the ones active in the back office. */
export const findActiveTagIds = async (db: Db, ids: readonly number[]): Promise<number[]> =>
  (await db.selectFrom('tags').select('id').where('id', 'in', ids).where('isActive', '=', 1).execute()).map((t) => t.id);

/** Every category with the number of pieces that carry its value, by name. */
export async function listCategoriesWithCounts(db: Db): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('furniture')
        .whereRef('furniture.category', '=', 'c.value')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('listingCount'),
    )
    .where('c.value', 'is not', null)
    .$narrowType<{ value: NotNull }>()
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    value: r.value,
    description: r.description,
    color: r.color,
    listingCount: Number(r.listingCount ?? 0),
    isActive: r.isActive === 1,
    createdAt: r.createdAt,
  }));
}

/** Whether a category has this name (ignoring case) or this value. */
export const categoryExists = async (db: Db, name: string, value: string): Promise<boolean> =>
  (await db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', name.toLowerCase()), eb('value', '=', value)]))
    .executeTakeFirst()) !== undefined;

export const insertCategory = (db: Db, category: Insertable<Categories>) =>
  db.insertInto('categories').values(category).returningAll().executeTakeFirstOrThrow();

export const countPiecesInCategory = async (db: Db, value: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('furniture')
        .select((s) => s.fn.countAll<number>().as('n'))
        .where('category', '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The name of the category changed, or undefined when there is none with this id. */
export const updateCategoryActive = async (db: Db, id: number, isActive: boolean): Promise<string | undefined> =>
  (
    await db
      .updateTable('categories')
      .set({ isActive: isActive ? 1 : 0 })
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst()
  )?.name;

/** Every tag with the number of pieces that carry it, by group and name. */
export async function listTagsWithCounts(db: Db): Promise<Tag[]> {
  const rows = await db
    .selectFrom('tags as t')
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('furnitureTags')
        .whereRef('furnitureTags.tagId', '=', 't.id')
        .select((s) => s.fn.countAll<number>().as('n'))
        .as('listingCount'),
    )
    .orderBy('t.tagGroup')
    .orderBy('t.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.tagGroup,
    description: r.description,
    listingCount: Number(r.listingCount ?? 0),
    isActive: r.isActive === 1,
    createdAt: r.createdAt,
  }));
}

/** Whether the group has a tag of this name, ignoring case. */
export const tagExists = async (db: Db, group: Tags['tagGroup'], name: string): Promise<boolean> =>
  (await db
    .selectFrom('tags')
    .select('id')
    .where('tagGroup', '=', group)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst()) !== undefined;

export const insertTag = (db: Db, tag: Insertable<Tags>) => db.insertInto('tags').values(tag).returningAll().executeTakeFirstOrThrow();

/** The name of the tag changed, or undefined when there is none with this id. */
export const updateTagActive = async (db: Db, id: number, isActive: boolean): Promise<string | undefined> =>
  (
    await db
      .updateTable('tags')
      .set({ isActive: isActive ? 1 : 0 })
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst()
  )?.name;
