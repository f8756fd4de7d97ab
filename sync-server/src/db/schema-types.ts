import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { DatabaseMetadata, generate, type PostprocessFunction, SqliteDialect } from 'kysely-codegen';
import prettier from 'prettier';
import { columnValues } from './column-values';
import { openSqlite } from './database';
import { migrateToLatest } from './migrate';

/** Where the generated table types are kept. */
export const generatedSchemaFile = fileURLToPath(new URL('./generated-schema.ts', import.meta.url));

/** The type SQLite keeps a column's values as, whatever type it was declared with (https://www.sqlite.org/datatype3.html). */
function affinity(declared: string): string {
  const type = declared.toLowerCase();
  if (type.includes('int')) return 'integer';
  if (/char|clob|text/.test(type)) return 'text';
  if (type === '' || type.includes('blob')) return 'blob';
  if (/real|floa|doub/.test(type)) return 'real';
  return 'numeric';
}

/** Each primary key column, by "table.column", and whether the database numbers it on both dialects (AUTOINCREMENT, see generatedId). */
async function primaryKeys(db: Kysely<unknown>): Promise<Map<string, boolean>> {
  const { rows } = await sql<{ column: string; numbered: number }>`
    select m.name || '.' || p.name as "column", m.sql like '%autoincrement%' as numbered
    from sqlite_master m join pragma_table_info(m.name) p
    where m.type = 'table' and p.pk > 0`.execute(db);
  return new Map(rows.map((r) => [r.column, r.numbered === 1]));
}

/**
 * What SQLite reports, made to say what both databases return: a primary key is never null (SQLite
 * would take one in a text key; PostgreSQL and the app never do), only an AUTOINCREMENT key is
 * numbered by the database (a bare integer key is numbered by SQLite alone), and a text column of
 * fixed values (columnValues) takes only those.
 */
const bothDialects: PostprocessFunction = async ({ db, metadata }) => {
  const keys = await primaryKeys(db);
  const columns = new Set(metadata.tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`)));
  const unknown = Object.keys(columnValues).filter((name) => !columns.has(name));
  if (unknown.length > 0) throw new Error(`columnValues names columns the schema does not have: ${unknown.join(', ')}`);
  return new DatabaseMetadata({
    enums: metadata.enums,
    tables: metadata.tables.map((table) => ({
      ...table,
      columns: table.columns.map((column) => {
        const name = `${table.name}.${column.name}`;
        const values = columnValues[name];
        return {
          ...column,
          dataType: affinity(column.dataType),
          enumValues: values ? [...values] : null,
          isNullable: column.isNullable && !keys.has(name),
          isAutoIncrementing: keys.get(name) === true,
        };
      }),
    })),
  });
};

/** The table types of a fresh SQLite database migrated to the latest migration, as TypeScript source formatted like the rest. */
export async function generateSchemaTypes(): Promise<string> {
  const db = openSqlite(':memory:');
  try {
    await migrateToLatest(db);
    // The introspection reads SQLite's own snake_case names, which the camelCase plugin would rename.
    const source = await generate({
      db: db.withoutPlugins(),
      dialect: new SqliteDialect(),
      camelCase: true,
      // SQLite's full-text index of piece_search is read by hand, and PostgreSQL has none like it.
      excludePattern: 'piece_search_index*',
      postprocess: bothDialects,
      outFile: null,
    });
    const options = await prettier.resolveConfig(generatedSchemaFile);
    return await prettier.format(source, { ...options, filepath: generatedSchemaFile });
  } finally {
    await db.destroy();
  }
}
