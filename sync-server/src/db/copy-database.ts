import { type QueryExecutorProvider, sql } from 'kysely';
import { type AppTable, appTables } from './app-tables';
import type { Db } from './database';
import { migrateToLatest, migrations } from './migrate';

/** Rows read and written per statement. */
const batchSize = 500;

/** A copy that does not start, for a reason the operator can act on. */
export class CopyRefusedError extends Error {}

export interface CopyOptions {
  /** Empty a target that already holds app data instead of refusing it. */
  replace?: boolean;
  /** Told each table's row count as soon as the table is copied. */
  progress?: (table: string, rows: number) => void;
}

type Row = Record<string, unknown>;

/** Refuses a source whose schema is not exactly the one this version's migrations build. */
async function assertLatestSchema(db: Db): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) throw new CopyRefusedError('The source holds no Stagehouse database.');
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = rows.map((r) => r.name);
  const known = Object.keys(migrations);
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new CopyRefusedError(`The source was migrated by a newer version of Stagehouse (${unknown.join(', ')}): copy with that version.`);
  }
  const missing = known.filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    throw new CopyRefusedError(
      `The source lacks the migrations ${missing.join(', ')}: start this version's server on it once (it migrates as it starts), then copy.`,
    );
  }
}

async function holdsAppData(db: QueryExecutorProvider): Promise<boolean> {
  const { rows } = await sql`select 1 from users limit 1`.execute(db);
  return rows.length > 0;
}

/** A table's rows in primary key order, a batch at a time, each batch found by the key of the last row before it. */
async function* batchesOf(db: QueryExecutorProvider, table: AppTable): AsyncGenerator<Row[]> {
  if (table.primaryKey.length === 0) throw new Error(`${table.name} has no primary key to copy it in order by`);
  const key = sql.join(table.primaryKey.map((column) => sql.id(column)));
  let after: unknown[] | null = null;
  for (;;) {
    const { rows } = await sql<Row>`select * from ${sql.table(table.name)}
      where ${after ? sql`(${key}) > (${sql.join(after)})` : sql`1 = 1`} order by ${key} limit ${batchSize}`.execute(db);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last: Row = rows[rows.length - 1]!;
    after = table.primaryKey.map((column) => last[column]);
  }
}

async function insertRows(db: QueryExecutorProvider, table: string, rows: Row[]): Promise<void> {
  const columns = Object.keys(rows[0]!);
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))})
    values ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`))}`.execute(db);
}

/** Moves a PostgreSQL identity past the copied values, so that the next row the app adds gets a free number. */
async function followIdentity(db: QueryExecutorProvider, table: string, column: string): Promise<void> {
  const id = sql.id(column);
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${id}), 1), max(${id}) is not null)
    from ${sql.table(table)}`.execute(db);
}

/**
 * Copies every app table of `from` into `to`, keeping primary keys: the target is migrated to the
 * latest schema, then emptied and filled in one transaction, from one snapshot of the source. A
 * target that already holds users is refused unless `replace` is set. Answers each table's row count.
 */
export async function copyDatabase(from: Db, to: Db, { replace = false, progress }: CopyOptions = {}): Promise<Map<string, number>> {
  await assertLatestSchema(from);
  await migrateToLatest(to);
  const tables = await appTables(to);
  const counts = new Map<string, number>();
  await from
    .withoutPlugins()
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute((reading) =>
      to
        .withoutPlugins()
        .transaction()
        .execute(async (writing) => {
          if (!replace && (await holdsAppData(writing))) {
            throw new CopyRefusedError('The target already holds app data (it has users): pass --replace to empty it first.');
          }
          // The migrations put rows of their own (settings, categories, tags) even into an empty target.
          for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table.name)}`.execute(writing);
          for (const table of tables) {
            let copied = 0;
            for await (const rows of batchesOf(reading, table)) {
              await insertRows(writing, table.name, rows);
              copied += rows.length;
            }
            if (table.identity) await followIdentity(writing, table.name, table.identity);
            counts.set(table.name, copied);
            progress?.(table.name, copied);
          }
        }),
    );
  return counts;
}
