import type { Kysely } from 'kysely';
import { binaryType } from './dialect';

/**
 * Uploaded photos and their thumbnails by file name, for PostgreSQL: the server processes that
 * share one database share no disk. SQLite installs keep theirs in DATA_DIR/uploads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
