import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';

/** The primary key of a table whose rows the database numbers. */
export function generatedId(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (c) => c.generatedByDefaultAsIdentity().primaryKey() : (c) => c.primaryKey().autoIncrement();
}

/** The default of a time column: the time of the statement in UTC, written the way the app writes times (2026-01-31T09:05:00.000Z). */
export function currentTime(db: Kysely<unknown>) {
  return isPostgres(db)
    ? sql`(to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A floating point column of 8 bytes: SQLite's real, PostgreSQL's double precision (its real has 4). */
export function floatType(db: Kysely<unknown>) {
  return isPostgres(db) ? 'double precision' : 'real';
}

/** An integer column that holds epoch milliseconds: SQLite's integer has 8 bytes, PostgreSQL's only 4. */
export function epochMsType(db: Kysely<unknown>) {
  return isPostgres(db) ? 'bigint' : 'integer';
}

/** A column of raw bytes: SQLite's blob, PostgreSQL's bytea. */
export function binaryType(db: Kysely<unknown>) {
  return isPostgres(db) ? 'bytea' : 'blob';
}
