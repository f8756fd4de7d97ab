import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../infra/secret-box';
import { tempDir } from '../test/test-app';
import { type Db, openSqlite } from './database';
import { migrateToLatest, migrations } from './migrate';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const tables = async (database: Db) =>
  (
    await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(
      database,
    )
  ).rows.map((r) => r.name);

/** Brings `database` up to the migration `last` and no further: a database made before the later ones. */
async function migrateUpTo(database: Db, last: string) {
  const applied = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
  await new Migrator({ db: database, provider: { getMigrations: () => Promise.resolve(applied) } }).migrateToLatest();
}

describe('migrations', () => {
  it('build the whole data model on an empty file, once', async () => {
    db = openSqlite(path.join(tempDir(), 'empty.sqlite'));
    expect(await migrateToLatest(db)).toEqual([
      '001-initial',
      '002-reference-data',
      '003-rsvps-by-user',
      '004-listing-review',
      '005-lister-categories',
      '006-trust',
      '007-purchase-requests',
      '008-pickup-reminders',
      '009-address-keys',
      '010-piece-dimensions',
      '011-company-profiles',
      '012-upload-files',
      '013-every-category-a-row',
      '014-admin-list-indexes',
      '015-requests-to-buy-switch',
      '016-contact-invitations',
      '017-upload-sizes',
      '018-bulk-import-summaries',
      '019-account-number-ends',
      '020-health-checks',
      '202611280615-requested-piece',
      '202611281000-change-positions',
      '202611281100-public-version-sequence',
      '202611281200-request-per-buyer',
      '202611282100-piece-search',
      '202611282200-piece-watches',
      '202611290100-house-stock-index',
      '202611290400-city-any-case',
      '202611291230-buyer-accounts',
    ]);
    expect(await tables(db)).toEqual([
      'activity_log',
      'app_settings',
      'banners',
      'billing_ledger',
      'bulk_imports',
      'categories',
      'changes',
      'companies',
      'contacts',
      'email_confirmations',
      'favorites',
      'feature_toggles',
      'furniture',
      'furniture_images',
      'furniture_tags',
      'health_checks',
      'idempotency_keys',
      'outgoing_emails',
      'password_resets',
      'payment_settings',
      'payouts',
      'pickup_slots',
      'piece_search',
      'piece_search_index',
      'piece_search_index_config',
      'piece_search_index_data',
      'piece_search_index_docsize',
      'piece_search_index_idx',
      'piece_watches',
      'properties',
      'purchase_requests',
      'rate_limits',
      'releases',
      'reviews',
      'rsvps',
      'sessions',
      'sign_ins',
      'tags',
      'upload_files',
      'upload_tokens',
      'users',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('build the SQLite schema kept in the snapshot', async () => {
    db = openSqlite(':memory:');
    await migrateToLatest(db);
    const { rows } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where sql is not null and name not like 'kysely_%' order by name`.execute(db);
    await expect(`${rows.map((r) => `${r.sql};`).join('\n\n')}\n`).toMatchFileSnapshot('./__snapshots__/sqlite-schema.sql');
  });

  it('give the categories of an existing database the values their pieces carry', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '004-listing-review');
    await sql`insert into categories (name, description, color) values ('Outdoor Living', 'Patio sets', '#3B82F6')`.execute(db);
    await sql`insert into users (email, password_hash, first_name, last_name, role, created_at, updated_at) values ('ana@x.co', 'x', 'Ana', 'Li', 'stager', '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    await sql`insert into properties (owner_id, address, city, state, zip_code, latitude, longitude, created_at, updated_at) values (1, ' 1 Elm St ,  Denver, CO 80205', 'Denver', 'CO', '80205', 39.7, -105, '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).filter((name) => name > '004-listing-review'));
    const values = await db.selectFrom('categories').select(['name', 'value']).orderBy('id').execute();
    expect(values.map((c) => `${c.name}=${c.value}`)).toEqual([
      'Seating=seating',
      'Dining=tables',
      'Bedroom=bedroom',
      'Storage=storage',
      'Decor=decor',
      'Outdoor Living=outdoor-living',
      'Lighting=lighting',
      'Other=other',
      'Outdoor=outdoor',
    ]);
    const wishlist = await db.selectFrom('featureToggles').select('description').where('id', '=', 'wishlist').executeTakeFirstOrThrow();
    expect(wishlist.description).toMatch(/account/);
    expect(await db.selectFrom('properties').select('addressKey').execute()).toEqual([{ addressKey: '1 elm st,denver,co 80205' }]);
  });

  it('give every category value a piece of an existing database carries a row of its own, and leave the pieces as they were', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '012-upload-files');
    await sql`insert into users (id, email, password_hash, first_name, last_name, role) values (1, 'ana@x.co', 'x', 'Ana', 'Li', 'stager')`.execute(
      db,
    );
    await sql`insert into categories (name, value, description) values ('Lamps', 'lamps', 'Made by an admin')`.execute(db);
    const carried = ['lighting', 'other', 'outdoor', 'decor', 'lamps', 'mid_century', 'Decor', ' ', null];
    for (const [i, category] of carried.entries()) {
      await sql`insert into furniture (id, owner_id, name, price_cents, category, status, created_at, updated_at) values (${`p${i}`}, 1, 'Piece', 100, ${category}, 'pending', '2026-01-01', '2026-01-01')`.execute(
        db,
      );
    }
    await migrateToLatest(db);
    const rows = await db.selectFrom('categories').select(['name', 'value', 'description', 'isActive']).orderBy('id').execute();
    expect(rows.slice(5).map((c) => `${c.name}=${c.value}`)).toEqual([
      'Lamps=lamps',
      'Lighting=lighting',
      'Other=other',
      'Outdoor=outdoor',
      'Decor 2=Decor',
      'Mid century=mid_century',
    ]);
    expect(rows.every((c) => c.isActive === 1)).toBe(true);
    expect(rows.find((c) => c.value === 'decor')?.description).toBe('Art, rugs, mirrors and accessories');
    const pieces = await db.selectFrom('furniture').select(['id', 'category']).orderBy('id').execute();
    expect(pieces.map((p) => p.category)).toEqual(carried);
  });

  it('keep the companies of an existing database that carry a business profile public, and no bare account', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '007-purchase-requests');
    for (const [id, name] of [
      [1, 'Bare'],
      [2, 'Described'],
      [3, 'Saved'],
      [4, 'Demo'],
    ] as const) {
      await sql`insert into users (id, email, password_hash, first_name, last_name, role) values (${id}, ${`u${id}@x.co`}, 'x', 'U', 'Ser', 'stager')`.execute(
        db,
      );
      await sql`insert into companies (user_id, name, type, created_at) values (${id}, ${name}, 'stager', '2026-01-01T00:00:00.000Z')`.execute(
        db,
      );
    }
    await sql`update companies set description = 'Staging since 2001' where name = 'Described'`.execute(db);
    await sql`update companies set is_demo = 1 where name = 'Demo'`.execute(db);
    await sql`insert into activity_log (created_at, user_id, user_name, action, entity_type, entity_id, details) values ('2026-02-01T00:00:00.000Z', 3, 'U Ser', 'update', 'user', '3', 'Business profile saved')`.execute(
      db,
    );
    await migrateToLatest(db);
    const companies = await db.selectFrom('companies').select(['name', 'profileSavedAt']).orderBy('userId').execute();
    expect(companies.map((c) => [c.name, c.profileSavedAt !== null])).toEqual([
      ['Bare', false],
      ['Described', true],
      ['Saved', true],
      ['Demo', true],
    ]);
  });

  it('note the size of each upload stored before, from its upload_files row or a listing that shows it', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '016-contact-invitations');
    await sql`insert into users (id, email, password_hash, first_name, last_name, role) values (1, 'ana@x.co', 'x', 'Ana', 'Li', 'stager')`.execute(
      db,
    );
    await sql`insert into furniture (id, owner_id, name, price_cents, status, created_at, updated_at) values ('p1', 1, 'Sofa', 100, 'pending', '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    for (const [token, usedAt] of [
      ['in-database', '2026-01-01'],
      ['shown', '2026-01-01'],
      ['stored-only', '2026-01-01'],
      ['unused', null],
    ] as const) {
      await sql`insert into upload_tokens (token, user_id, expires_at, used_at) values (${token}, 1, '2026-01-01', ${usedAt})`.execute(db);
    }
    await sql`insert into upload_files (name, bytes, size, width, height, created_at) values ('in-database.webp', x'00', 900, 64, 48, '2026-01-01')`.execute(
      db,
    );
    await sql`insert into furniture_images (furniture_id, path, position, file_size, width, height, created_at) values ('p1', '/api/images/uploads/shown.webp', 0, 700, 32, 24, '2026-01-01')`.execute(
      db,
    );
    await migrateToLatest(db);
    const tokens = await db.selectFrom('uploadTokens').select(['token', 'size', 'width', 'height']).orderBy('token').execute();
    expect(tokens).toEqual([
      { token: 'in-database', size: 900, width: 64, height: 48 },
      { token: 'shown', size: 700, width: 32, height: 24 },
      { token: 'stored-only', size: null, width: null, height: null },
      { token: 'unused', size: null, width: null, height: null },
    ]);
  });

  it('keep beside each import of an existing database its error count, first three errors and first ten rows', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '017-upload-sizes');
    const rows = Array.from({ length: 12 }, (_, i) => ({ title: `Row ${i + 1}` }));
    const errors = Array.from({ length: 5 }, (_, i) => `Row ${i + 1}: no price`);
    await sql`insert into bulk_imports (file_name, file_type, record_count, status, rows, errors)
      values ('a.csv', 'csv', 12, 'failed', ${JSON.stringify(rows)}, ${JSON.stringify(errors)}), ('b.json', 'json', 1, 'imported', '[{"title":"One"}]', '[]')`.execute(
      db,
    );
    await migrateToLatest(db);
    const kept = await db.selectFrom('bulkImports').select(['errorCount', 'firstErrors', 'preview']).orderBy('id').execute();
    expect(kept.map((k) => ({ ...k, firstErrors: JSON.parse(k.firstErrors), preview: JSON.parse(k.preview) }))).toEqual([
      { errorCount: 5, firstErrors: errors.slice(0, 3), preview: rows.slice(0, 10) },
      { errorCount: 0, firstErrors: [], preview: [{ title: 'One' }] },
    ]);
  });

  it('cut the kept end of a short account number of an existing database, so that at least 4 digits stay hidden', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '018-bulk-import-summaries');
    const box = createSecretBox(randomBytes(32));
    const numbers = ['8642', '86421', '8642135', '123456789'];
    for (const [i, number] of numbers.entries()) {
      await sql`insert into users (id, email, password_hash, first_name, last_name, role) values (${i + 1}, ${`u${i}@x.co`}, 'x', 'A', 'B', 'stager')`.execute(
        db,
      );
      await sql`insert into payment_settings (user_id, bank_account_type, routing_number, account_number_cipher, account_last4, account_holder_name, bank_name)
        values (${i + 1}, 'checking', '021000021', ${box.seal(number)}, ${number.slice(-4)}, 'A B', 'First Bank')`.execute(db);
    }
    await migrateToLatest(db);
    const kept = await db.selectFrom('paymentSettings').select(['accountNumberEnd', 'accountNumberCipher']).orderBy('userId').execute();
    expect(kept.map((k) => k.accountNumberEnd)).toEqual(['', '1', '135', '6789']);
    expect(kept.map((k) => box.open(k.accountNumberCipher))).toEqual(numbers);
  });

  it('keep on each request of an existing database the name and asking price of its piece as they are', async () => {
    db = openSqlite(':memory:');
    await migrateUpTo(db, '020-health-checks');
    await sql`insert into users (id, email, password_hash, first_name, last_name, role) values (1, 'u1@x.co', 'x', 'U', 'Ser', 'stager')`.execute(
      db,
    );
    await sql`insert into furniture (id, owner_id, name, price_cents, status, created_at, updated_at) values ('lamp', 1, 'Lamp', 12000, 'pending', '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    await sql`insert into purchase_requests (id, furniture_id, buyer_name, buyer_email, offered_cents, pickup_day, pickup_from, pickup_to, pickup_ends_at, status, created_at, updated_at)
      values ('r1', 'lamp', 'Li', 'li@x.co', 10000, '2026-02-01', '09:00', '12:00', '2026-02-01T19:00:00.000Z', 'open', '2026-01-02', '2026-01-02')`.execute(
      db,
    );
    await migrateToLatest(db);
    expect(await db.selectFrom('purchaseRequests').select(['requestedName', 'requestedCents']).execute()).toEqual([
      { requestedName: 'Lamp', requestedCents: 12000 },
    ]);
  });

  it('let an existing database keep its users and all that hangs on them when buyers get accounts', async () => {
    db = openSqlite(path.join(tempDir(), 'buyers.sqlite'));
    await migrateUpTo(db, '202611290400-city-any-case');
    await sql`insert into users (id, email, password_hash, first_name, last_name, role, company) values (1, 'u1@x.co', 'x', 'U', 'Ser', 'stager', 'Old Co')`.execute(
      db,
    );
    await sql`insert into companies (user_id, name, type) values (1, 'Old Co', 'stager')`.execute(db);
    await sql`insert into furniture (id, owner_id, name, price_cents, status, created_at, updated_at) values ('lamp', 1, 'Lamp', 12000, 'pending', '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    await migrateToLatest(db);
    expect(await db.selectFrom('furniture').select(['id', 'ownerId']).execute()).toEqual([{ id: 'lamp', ownerId: 1 }]);
    expect(await db.selectFrom('companies').select('userId').execute()).toEqual([{ userId: 1 }]);
    expect((await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreignKeys).toBe(1);
    // The search keeps following a lister's name: the table's trigger came back with it.
    await db.updateTable('users').set({ company: 'New Co' }).where('id', '=', 1).execute();
    await db.deleteFrom('companies').execute();
    await db.updateTable('users').set({ company: 'Newer Co' }).where('id', '=', 1).execute();
    expect((await sql<{ company: string }>`select company from piece_search`.execute(db)).rows).toEqual([{ company: 'Newer Co' }]);
    await db.insertInto('users').values({ email: 'b@x.co', passwordHash: 'x', firstName: 'B', lastName: 'Uyer', role: 'buyer' }).execute();
    await expect(
      db
        .insertInto('users')
        .values({ email: 'c@x.co', passwordHash: 'x', firstName: 'C', lastName: 'X', role: 'owner' as 'buyer' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('turn on WAL and foreign keys', async () => {
    db = openSqlite(path.join(tempDir(), 'pragmas.sqlite'));
    expect((await sql<{ journalMode: string }>`pragma journal_mode`.execute(db)).rows[0]?.journalMode).toBe('wal');
    expect((await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreignKeys).toBe(1);
  });

  it('seed the six feature toggles with their defaults and the suggested categories and tags', async () => {
    db = openSqlite(':memory:');
    await migrateToLatest(db);
    const toggles = await db.selectFrom('featureToggles').select(['id', 'enabled']).orderBy('id').execute();
    expect(Object.fromEntries(toggles.map((t) => [t.id, t.enabled === 1]))).toEqual({
      checkout_booking: false,
      demo_furniture: true,
      map_view: true,
      messaging: false,
      staging_projects: true,
      wishlist: false,
    });
    const categories = await db.selectFrom('categories').select(['name', 'value', 'color']).orderBy('id').execute();
    expect(categories.map((c) => `${c.name}=${c.value}`)).toEqual([
      'Seating=seating',
      'Dining=tables',
      'Bedroom=bedroom',
      'Storage=storage',
      'Decor=decor',
      'Lighting=lighting',
      'Other=other',
      'Outdoor=outdoor',
    ]);
    expect(new Set(categories.map((c) => c.color))).toEqual(new Set(['#3B82F6']));
    const tags = await db.selectFrom('tags').select(['tagGroup']).execute();
    expect(tags).toHaveLength(16);
  });

  it('have an index for each lookup the screens make', async () => {
    db = openSqlite(':memory:');
    await migrateToLatest(db);
    const plan = async (query: string) =>
      (await sql<{ detail: string }>`${sql.raw(`explain query plan ${query}`)}`.execute(db!)).rows.map((r) => r.detail).join(' | ');
    expect(await plan('select * from furniture where owner_id = 1 order by created_at desc')).toMatch(/USING INDEX furniture_owner_idx/);
    expect(await plan("select * from furniture where property_id = 1 and status = 'pending'")).toMatch(/furniture_property_status_idx/);
    expect(await plan("select * from properties where city = 'Denver'")).toMatch(/properties_city_idx/);
    expect(await plan("select id from properties where address_key = '1 elm st,denver'")).toMatch(/properties_address_key_idx/);
    expect(await plan('select * from rsvps where property_id = 1')).toMatch(/rsvps_property_email_unique|sqlite_autoindex_rsvps/);
    expect(await plan("select * from favorites where furniture_id = 'x'")).toMatch(/favorites_furniture_idx/);
    expect(await plan('select * from changes where user_id = 1 and position > 5')).toMatch(/changes_user_position_idx/);
    expect(await plan('select seq from changes where position is null order by seq limit 1')).toMatch(/changes_unplaced_idx/);
    expect(await plan("select count(*) from furniture where category = 'tables'")).toMatch(/furniture_category_idx/);
  });
});
