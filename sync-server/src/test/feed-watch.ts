import { sql } from 'kysely';
import { expect } from 'vitest';
import { type Db, isPostgres } from '../db/database';
import type { SyncedTable } from '../db/synced/synced-tables';

type Row = Record<string, unknown>;

/** The change row a written row must come with: in whose feed (null: anyone's), of which entity and id; null when no device is told. */
type Expected = { userId: number | null; entity: string; entityId: string } | null;

/** Each synced table as the database names it, the columns a check needs and the change each written row needs. */
const watched: Record<SyncedTable, { table: string; columns: string[]; change: (row: Row) => Expected }> = {
  furniture: {
    table: 'furniture',
    columns: ['id', 'owner_id'],
    change: (row) => ({ userId: Number(row.owner_id), entity: 'furniture', entityId: String(row.id) }),
  },
  furnitureImages: {
    table: 'furniture_images',
    columns: ['furniture_id'],
    change: (row) => ({ userId: null, entity: 'furniture', entityId: String(row.furniture_id) }),
  },
  furnitureTags: {
    table: 'furniture_tags',
    columns: ['furniture_id'],
    change: (row) => ({ userId: null, entity: 'furniture', entityId: String(row.furniture_id) }),
  },
  favorites: {
    table: 'favorites',
    columns: ['user_id', 'furniture_id'],
    change: (row) => ({ userId: Number(row.user_id), entity: 'favorite', entityId: String(row.furniture_id) }),
  },
  rsvps: {
    table: 'rsvps',
    columns: ['id', 'user_id'],
    change: (row) => (row.user_id === null ? null : { userId: Number(row.user_id), entity: 'rsvp', entityId: String(row.id) }),
  },
};

const tables = Object.values(watched);

/** Triggers that note every row written to a synced table (on an update, as it was and as it is). */
async function noteWrites(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`create table feed_watch (n serial primary key, tbl text not null, row jsonb not null)`.execute(db);
    await sql`create function feed_watch() returns trigger language plpgsql as $$ begin
      if tg_op <> 'INSERT' then insert into feed_watch (tbl, row) values (tg_table_name, to_jsonb(old)); end if;
      if tg_op <> 'DELETE' then insert into feed_watch (tbl, row) values (tg_table_name, to_jsonb(new)); end if;
      return null;
    end $$`.execute(db);
    for (const { table } of tables)
      await sql`create trigger feed_watch after insert or update or delete on ${sql.table(table)} for each row execute function feed_watch()`.execute(
        db,
      );
    return;
  }
  await sql`create temp table feed_watch (n integer primary key autoincrement, tbl text not null, row text not null)`.execute(db);
  for (const { table, columns } of tables) {
    const note = (which: 'old' | 'new') =>
      sql.raw(
        `insert into feed_watch (tbl, row) values ('${table}', json_object(${columns.map((c) => `'${c}', ${which}.${c}`).join(', ')}));`,
      );
    await sql`create temp trigger ${sql.raw(`feed_watch_${table}_insert`)} after insert on main.${sql.table(table)} begin ${note('new')} end`.execute(
      db,
    );
    await sql`create temp trigger ${sql.raw(`feed_watch_${table}_update`)} after update on main.${sql.table(table)} begin ${note('old')} ${note('new')} end`.execute(
      db,
    );
    await sql`create temp trigger ${sql.raw(`feed_watch_${table}_delete`)} after delete on main.${sql.table(table)} begin ${note('old')} end`.execute(
      db,
    );
  }
}

const snakeCaseKeys = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));

const latestSeq = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('changes')
        .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq'))
        .executeTakeFirstOrThrow()
    ).seq,
  );

/**
 * Watches the synced tables from now on: the answered check fails, naming them, when rows of a synced
 * table were written since the last check without the change row each needs in the feed.
 */
export async function watchFeed(db: Db): Promise<(step: string) => Promise<void>> {
  await noteWrites(db);
  let since = await latestSeq(db);
  return async (step) => {
    const { rows: writes } = await sql<{ tbl: string; row: string | Row }>`select tbl, row from feed_watch order by n`.execute(db);
    await sql`delete from feed_watch`.execute(db);
    const changes = await db.selectFrom('changes').select(['seq', 'userId', 'entity', 'entityId']).where('seq', '>', since).execute();
    since = Math.max(since, ...changes.map((c) => Number(c.seq)));
    const byTable = new Map(tables.map((t) => [t.table, t]));
    const missing = writes.flatMap(({ tbl, row }) => {
      // PostgreSQL's rows arrive as objects, whose keys the database's camel-case plugin has renamed.
      const values = typeof row === 'string' ? (JSON.parse(row) as Row) : snakeCaseKeys(row);
      const want = byTable.get(tbl)?.change(values);
      const found =
        !want ||
        changes.some((c) => c.entity === want.entity && c.entityId === want.entityId && (want.userId === null || c.userId === want.userId));
      return found ? [] : [`${tbl} ${JSON.stringify(values)}`];
    });
    expect(missing, `rows of synced tables written without their change row: ${step}`).toEqual([]);
  };
}
