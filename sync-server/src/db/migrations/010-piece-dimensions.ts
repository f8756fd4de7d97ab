import type { Kysely } from 'kysely';

/** A piece's size as the lister writes it (84" W × 38" D × 34" H). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('furniture').addColumn('dimensions', 'text').execute();
}
