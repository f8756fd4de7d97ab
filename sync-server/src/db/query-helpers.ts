import { offsetOf, type PageQuery } from '@stagehouse/shared/page.schema';
import { type SelectQueryBuilder, sql } from 'kysely';
import { type Db, isPostgres } from './database';

/** A LIKE pattern matching `text` anywhere, in lower case; LIKE's own wildcards in the text are dropped. */
const containsPattern = (text: string): string => `%${text.replace(/[%_\\]/g, '').toLowerCase()}%`;

/**
 * Any of the columns contains `text`, ignoring case alike on both databases (SQLite's LIKE folds
 * case, PostgreSQL's does not). A contains-match cannot use a B-tree index either way.
 */
export function anyContains(columns: string[], text: string) {
  const pattern = containsPattern(text);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern}`),
    sql` or `,
  )})`;
}

/** An element of the JSON array of texts in `column` contains `text`, ignoring case. */
export function anyElementContains(db: Db, column: string, text: string) {
  const pattern = containsPattern(text);
  return isPostgres(db)
    ? sql<boolean>`exists (select 1 from jsonb_array_elements_text(${sql.ref(column)}::jsonb) as e(value) where lower(e.value) like ${pattern})`
    : sql<boolean>`exists (select 1 from json_each(${sql.ref(column)}) where lower(value) like ${pattern})`;
}

/**
 * Whether rows read in `db` can be kept for its transaction (SELECT ... FOR UPDATE): on PostgreSQL,
 * inside a transaction. SQLite has one writer, so nothing changes under a transaction there anyway.
 */
export const keepsRows = (db: Db) => isPostgres(db) && db.isTransaction;

/**
 * Keeps these names for the caller's transaction, in one order, for what has no row to keep yet (an
 * address before its house exists): a parallel transaction keeping one of them waits until it ends.
 * Two names may share a lock (they are hashed), which only makes one wait a little longer.
 */
export async function keepNames(db: Db, names: readonly string[]): Promise<void> {
  if (!keepsRows(db) || names.length === 0) return;
  await sql`select pg_advisory_xact_lock(h) from (
      select distinct hashtext(name) as h from unnest(${[...names]}::text[]) as name order by h
    ) as kept`.execute(db);
}

/** SQLite answers counts and sums as numbers or null; a missing one is 0. */
export const toCount = (value: unknown): number => Number(value ?? 0);

/**
 * One page of the rows `filtered` matches, in the order `ordered` selects them in (it ends on a unique
 * column, so that a walk through the pages meets every row once), and how many rows match in all.
 */
export async function onePage<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  ordered: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: PageQuery,
): Promise<{ total: number; rows: Row[] }> {
  const [count, rows] = await Promise.all([
    filtered
      .select(sql<number>`count(*)`.as('total'))
      .$castTo<{ total: unknown }>()
      .executeTakeFirstOrThrow(),
    ordered(filtered).limit(page.pageSize).offset(offsetOf(page)).execute(),
  ]);
  return { total: toCount(count.total), rows };
}
