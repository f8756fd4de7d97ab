import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresAnswers } from '../test/postgres';
import { type Db, openPostgres, openSqlite } from './database';
import { migrateToLatest, migrations } from './migrate';

const answers = await postgresAnswers();

const sorted = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

/**
 * Every column as `table.column`, without Kysely's own tables nor SQLite's full-text index of the
 * search table (PostgreSQL indexes that table with indexes instead).
 */
async function columns(db: Db, postgres: boolean) {
  const { rows } = postgres
    ? await sql<{ name: string }>`select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = 'public' and table_name not like 'kysely_%'`.execute(db)
    : await sql<{ name: string }>`select m.name || '.' || p.name as name from sqlite_master m join pragma_table_info(m.name) p
        where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'
          and m.name not like 'piece_search_index%'`.execute(db);
  return sorted(rows);
}

/**
 * The indexes the migrations create by name, not those behind a primary key or unique constraint, nor
 * PostgreSQL's full-text and trigram indexes of the search table (SQLite has its own kind of index).
 */
async function namedIndexes(db: Db, postgres: boolean) {
  const { rows } = postgres
    ? await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = 'public' and indexname not in (select conname from pg_constraint)
          and indexname not like 'piece\_search\_%'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and sql is not null`.execute(db);
  return sorted(rows);
}

const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Writes and reads back a user, a house, a session and a category the way the repositories do. */
async function roundTrip(db: Db) {
  const user = await db
    .insertInto('users')
    .values({
      email: 'ana@x.co',
      passwordHash: 'x',
      firstName: 'Ana',
      lastName: 'Li',
      role: 'stager',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    .returning(['id', 'isVerified', 'isActive', 'plan'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('properties')
    .values({
      ownerId: user.id,
      address: '1 Elm St',
      addressKey: '1 elm st',
      city: 'Denver',
      state: 'CO',
      zipCode: '80205',
      latitude: 39.739236,
      longitude: -104.990251,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  await db.insertInto('sessions').values({ id: 's1', userId: user.id, data: '{}', expiresAt: 1_790_000_000_000 }).execute();
  const category = await sql<{
    createdAt: string;
  }>`insert into categories (name, value, description) values ('Rugs', 'rugs', 'Area rugs') returning created_at`.execute(db);
  expect(category.rows[0]?.createdAt).toMatch(isoTime);
  return {
    user,
    read: await db.selectFrom('users').selectAll().where('email', '=', 'ana@x.co').executeTakeFirstOrThrow(),
    house: await db.selectFrom('properties').select(['latitude', 'longitude', 'isDemo']).executeTakeFirstOrThrow(),
    session: await db.selectFrom('sessions').select(['expiresAt']).executeTakeFirstOrThrow(),
    users: await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    toggles: await db.selectFrom('featureToggles').select(['id', 'enabled']).orderBy('id').execute(),
  };
}

describe.skipIf(!answers)('migrations on PostgreSQL', () => {
  const databaseUrl = freshPostgresDatabase();
  let postgres: Db;
  let sqlite: Db;
  let applied: string[];
  beforeAll(async () => {
    postgres = openPostgres(databaseUrl);
    sqlite = openSqlite(':memory:');
    applied = await migrateToLatest(postgres);
    await migrateToLatest(sqlite);
  });
  afterAll(async () => {
    await postgres.destroy();
    await sqlite.destroy();
  });

  it('build the same tables, columns and indexes as on SQLite, once', async () => {
    expect(applied).toEqual(Object.keys(migrations));
    expect(await columns(postgres, true)).toEqual(await columns(sqlite, false));
    expect(await namedIndexes(postgres, true)).toEqual(await namedIndexes(sqlite, false));
    const categories = (db: Db) => db.selectFrom('categories').select(['name', 'value']).orderBy('id').execute();
    expect(await categories(postgres)).toEqual(await categories(sqlite));
    expect(await migrateToLatest(postgres)).toEqual([]);
  });

  it('read back what was written as SQLite does: camelCase, returning, integer flags, counts, floats and epoch milliseconds', async () => {
    const onSqlite = await roundTrip(sqlite);
    const onPostgres = await roundTrip(postgres);
    expect(onPostgres).toEqual(onSqlite);
    expect(onPostgres.read).toMatchObject({ firstName: 'Ana', isVerified: 0, isActive: 1, isBeta: 0 });
    expect(onPostgres.users.count).toBe(1);
    expect(onPostgres.session.expiresAt).toBe(1_790_000_000_000);
    expect(onPostgres.toggles.length).toBeGreaterThan(0);
  });
});
