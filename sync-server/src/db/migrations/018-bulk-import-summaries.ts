import { type Kysely, sql } from 'kysely';

/**
 * What the import history lists, kept beside each import when it is made, so that a page of the
 * history reads neither its stored rows nor all its errors: how many errors, the first three,
 * and the preview (the first ten rows). Existing imports are filled in one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bulk_imports')
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bulk_imports')
    .addColumn('first_errors', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('bulk_imports')
    .addColumn('preview', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  const ids = (await sql<{ id: number }>`select id from bulk_imports order by id`.execute(db)).rows;
  for (const { id } of ids) {
    const [stored] = (await sql<{ rows: string; errors: string }>`select rows, errors from bulk_imports where id = ${id}`.execute(db)).rows;
    if (!stored) continue;
    const errors = JSON.parse(stored.errors) as string[];
    const preview = (JSON.parse(stored.rows) as unknown[]).slice(0, 10);
    await sql`update bulk_imports set error_count = ${errors.length}, first_errors = ${JSON.stringify(errors.slice(0, 3))},
      preview = ${JSON.stringify(preview)} where id = ${id}`.execute(db);
  }
}
