import type { Kysely } from 'kysely';
import { binaryType } from './dialect';

/**
 * Uploaded photos and their thumbnails by file name, for PostgreSQL: the server processes that
 * share one database share no disk. SQLite installs keep theirs in DATA_DIR/uploads. Each keeps its
 * size in pixels, so that a listing takes it without reading the photo back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // An upload is removed once no listing shows it: found by its path.
  await db.schema.createIndex('furniture_images_path_idx').on('furniture_images').column('path').execute();
}
