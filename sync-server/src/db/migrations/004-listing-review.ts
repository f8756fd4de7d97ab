import type { Kysely } from 'kysely';

/** A listed piece can wait for an admin's review before buyers see it (the back office's "pending"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('furniture')
    .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
