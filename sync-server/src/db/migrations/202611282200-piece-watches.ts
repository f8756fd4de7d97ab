import type { Kysely } from 'kysely';
import { currentTime, generatedId } from './dialect';

/** Buyers who asked to hear when a held piece comes back: one row per piece and email, gone once told. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('piece_watches')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('furniture_id', 'text', (c) => c.notNull().references('furniture.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTime(db)))
    .addUniqueConstraint('piece_watches_one_per_email', ['furniture_id', 'email'])
    .execute();
}
