import { type QueryExecutorProvider, sql } from 'kysely';
import { type Db, isPostgres } from './database';

/** A table the app keeps its data in, as the database's own catalog describes it. */
export interface AppTable {
  name: string;
  primaryKey: string[];
  /** The tables its foreign keys point at. */
  references: string[];
  /** On PostgreSQL, the column the database numbers (an identity); SQLite's autoincrement needs no name. */
  identity: string | null;
}

interface Catalog {
  tables: { table: string }[];
  /** Each table's primary key columns, in key order. */
  keys: { table: string; column: string }[];
  references: { table: string; references: string }[];
  identities: { table: string; column: string }[];
}

/** The search tables: the database's triggers fill them from the pieces, companies and houses. */
const derived = 'piece_search%';

async function sqliteCatalog(db: QueryExecutorProvider): Promise<Catalog> {
  const tables = await sql<{ table: string }>`select name as "table" from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not like ${derived}`.execute(db);
  const keys = await sql<{ table: string; column: string }>`select m.name as "table", p.name as "column"
    from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.pk > 0 order by p.pk`.execute(db);
  const references = await sql<{ table: string; references: string }>`select m.name as "table", f."table" as "references"
    from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'`.execute(db);
  return { tables: tables.rows, keys: keys.rows, references: references.rows, identities: [] };
}

async function postgresCatalog(db: QueryExecutorProvider): Promise<Catalog> {
  const tables = await sql<{ table: string }>`select tablename as "table" from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%' and tablename not like ${derived}`.execute(db);
  const keys = await sql<{ table: string; column: string }>`select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c cross join unnest(c.conkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    where c.contype = 'p' and c.connamespace = current_schema()::regnamespace order by k.position`.execute(db);
  const references = await sql<{ table: string; references: string }>`select conrelid::regclass::text as "table",
      confrelid::regclass::text as "references"
    from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`.execute(db);
  const identities = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
    from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  return { tables: tables.rows, keys: keys.rows, references: references.rows, identities: identities.rows };
}

/** Tables ordered so that each comes after the tables its foreign keys point at. */
function inForeignKeyOrder(tables: AppTable[]): AppTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: AppTable[] = [];
  const visiting = new Set<string>();
  const place = (table: AppTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table.name)) throw new Error(`The foreign keys of ${table.name} form a cycle: no insert order fits them`);
    visiting.add(table.name);
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) place(referenced);
    }
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** Every table of the app (not the migrations' own, nor the derived search tables), each after the tables its foreign keys point at. */
export async function appTables(db: Db): Promise<AppTable[]> {
  const plain = db.withoutPlugins();
  const catalog = isPostgres(db) ? await postgresCatalog(plain) : await sqliteCatalog(plain);
  const tables = catalog.tables
    .map(({ table }) => table)
    .sort()
    .map((name) => ({
      name,
      primaryKey: catalog.keys.filter((k) => k.table === name).map((k) => k.column),
      references: [...new Set(catalog.references.filter((r) => r.table === name).map((r) => r.references))],
      identity: catalog.identities.find((i) => i.table === name)?.column ?? null,
    }));
  return inForeignKeyOrder(tables);
}
