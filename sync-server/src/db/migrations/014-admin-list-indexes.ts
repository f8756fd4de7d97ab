import type { Kysely } from 'kysely';

/**
 * The back office reads its lists a page at a time in a fixed order that ends on a unique column:
 * each index serves one list's order, with or without the filter it starts with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Listings, newest first: all of them, by status and review state, by category.
  await db.schema.createIndex('furniture_created_idx').on('furniture').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('furniture_status_created_idx')
    .on('furniture')
    .columns(['status', 'needs_review', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('furniture_category_created_idx').on('furniture').columns(['category', 'created_at', 'id']).execute();
  // Photos, newest first and then in their order: all of them, featured or not.
  await db.schema
    .createIndex('furniture_images_created_idx')
    .on('furniture_images')
    .columns(['created_at desc', 'position', 'id'])
    .execute();
  await db.schema
    .createIndex('furniture_images_featured_idx')
    .on('furniture_images')
    .columns(['is_featured', 'created_at desc', 'position', 'id'])
    .execute();
  // Accounts, newest first (users, identifiers), and by name (billing).
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_name_idx').on('users').columns(['last_name', 'first_name', 'id']).execute();
  // The activity log, newest first, by action or by item type.
  await db.schema.createIndex('activity_log_action_idx').on('activity_log').columns(['action', 'created_at', 'id']).execute();
  await db.schema.createIndex('activity_log_entity_idx').on('activity_log').columns(['entity_type', 'created_at', 'id']).execute();
}
