import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../database';
import { currentTime, generatedId } from './dialect';

const listerRoles = "'stager', 'realtor', 'admin'";
const everyRole = "'stager', 'realtor', 'admin', 'buyer'";

/**
 * SQLite cannot change a table's CHECK: the table is made again under the new one and its rows
 * copied, with foreign keys off meanwhile, as SQLite's ALTER TABLE page describes. Its indexes
 * and triggers come back from their own statements; the legacy rename leaves the triggers that name `users` as they are.
 */
async function widenSqliteRoleCheck(db: Kysely<unknown>): Promise<void> {
  const statements = (
    await sql<{ type: string; sql: string }>`select type, sql from sqlite_master where tbl_name = 'users' and sql is not null`.execute(db)
  ).rows;
  const table = statements.find((s) => s.type === 'table')!.sql;
  const widened = table
    .replace(`role in (${listerRoles})`, `role in (${everyRole})`)
    .replace(/^CREATE TABLE "?users"?/i, 'create table "users_widened"');
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  await sql`begin`.execute(db);
  await sql.raw(widened).execute(db);
  await sql`insert into users_widened select * from users`.execute(db);
  await sql`drop table users`.execute(db);
  await sql`alter table users_widened rename to users`.execute(db);
  for (const own of statements.filter((s) => s.type !== 'table')) await sql.raw(own.sql).execute(db);
  const broken = (await sql`pragma foreign_key_check`.execute(db)).rows;
  if (broken.length > 0) throw new Error(`Foreign keys broken while widening users.role: ${JSON.stringify(broken)}`);
  await sql`commit`.execute(db);
  await sql`pragma legacy_alter_table = off`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
}

/**
 * Buyers get accounts: a fourth role, the time an account's email was confirmed, the links that
 * confirm it (each for the email it was sent to), and an index to find the requests a buyer made signed out under that email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table users drop constraint users_role_check`.execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (role in (${everyRole}))`).execute(db);
  } else {
    await widenSqliteRoleCheck(db);
  }
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
  await db.schema
    .createTable('email_confirmations')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(currentTime(db)))
    .execute();
  await db.schema.createIndex('email_confirmations_user_idx').on('email_confirmations').column('user_id').execute();
  await db.schema
    .createIndex('purchase_requests_signed_out_email_idx')
    .on('purchase_requests')
    .column('buyer_email')
    .where(sql.ref('buyer_user_id'), 'is', null)
    .execute();
}
