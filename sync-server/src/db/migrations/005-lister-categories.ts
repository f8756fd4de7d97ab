import { type Kysely, sql } from 'kysely';
import { featureToggleDefaults } from '@stagehouse/shared/options';
import { categoryValueOf } from '@stagehouse/shared/category-options';

/** The back office's categories seeded in 002 and the lister category each stands for (Dining is the listers' "tables"). */
const seeded: Record<string, string> = { Seating: 'seating', Dining: 'tables', Bedroom: 'bedroom', Storage: 'storage', Decor: 'decor' };

/**
 * Each back office category names the category value listings carry, so switching it off or adding
 * one changes what the lister forms offer; the wishlist switch gets its final description.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('value', 'text').execute();
  const rows = await sql<{ id: number; name: string }>`select id, name from categories`.execute(db);
  for (const row of rows.rows) {
    await sql`update categories set value = ${seeded[row.name] ?? categoryValueOf(row.name)} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('categories_value_idx').unique().on('categories').column('value').execute();
  await db.schema.createIndex('furniture_category_idx').on('furniture').column('category').execute();
  const wishlist = featureToggleDefaults.find((t) => t.id === 'wishlist');
  await sql`update feature_toggles set description = ${wishlist?.description ?? ''} where id = 'wishlist'`.execute(db);
}
