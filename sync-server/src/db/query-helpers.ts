import { sql } from 'kysely';
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

/** SQLite answers counts and sums as numbers or null; a missing one is 0. */
export const toCount = (value: unknown): number => Number(value ?? 0);
