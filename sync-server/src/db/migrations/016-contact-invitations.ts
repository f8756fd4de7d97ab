import type { Kysely } from 'kysely';

/** When a lister last invited a contact to join. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('invited_at', 'text').execute();
}
