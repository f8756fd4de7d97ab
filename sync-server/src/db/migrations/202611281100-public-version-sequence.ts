import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/**
 * On PostgreSQL the count of writes buyers may see becomes a sequence: moving a sequence on locks no
 * row, so writes in parallel no longer wait for each other on the one settings row that held it.
 * SQLite keeps the count in its one server process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence public_version`.execute(db);
  await sql`select setval('public_version', (select coalesce(max(cast(value as bigint)), 0) + 1 from app_settings where key = 'public_version'))`.execute(
    db,
  );
  await sql`delete from app_settings where key = 'public_version'`.execute(db);
}
