import { type Kysely, sql } from 'kysely';

/**
 * Each upload's size in bytes and in pixels, noted with its address once its photo and thumbnail are
 * stored: a listing takes it from here inside its transaction, without asking the photo store (which
 * may be a bucket on another server). Uploads stored before are measured from where their size was
 * already kept: the upload_files row (PostgreSQL) or a listing that shows the photo. On SQLite an
 * upload that no listing showed yet has none, so a listing refuses it like one still being stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['size', 'width', 'height']) await db.schema.alterTable('upload_tokens').addColumn(column, 'integer').execute();
  const photo = sql`upload_tokens.token || '.webp'`;
  const known = (stored: string, shown: string) =>
    sql`coalesce(
      (select ${sql.ref(stored)} from upload_files where name = ${photo}),
      (select max(${sql.ref(shown)}) from furniture_images where path = '/api/images/uploads/' || ${photo}))`;
  await sql`update upload_tokens
    set size = ${known('size', 'file_size')}, width = ${known('width', 'width')}, height = ${known('height', 'height')}
    where used_at is not null`.execute(db);
}
