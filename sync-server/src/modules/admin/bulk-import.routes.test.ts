import { sql } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { onPostgres, testApp } from '../../test/test-app';

const setup = async () => {
  const created = await testApp();
  await addUser(created.db, { email: 'root@x.co', role: 'admin' });
  await addUser(created.db, { email: 'ana@x.co' });
  return { ...created, admin: await signedInAgent(created.app, 'root@x.co'), visitor: request(created.app.callback()) };
};

const header = 'title,description,price,category,location,stager_email';
const good = (n: number) => `Oak Chair ${n},Solid oak,${100 + n},Seating,"${1550 + n} Blake St, Denver, CO 80202",ana@x.co`;
const goodJson = (n: number) => ({
  title: `Oak Chair ${n}`,
  description: 'Solid oak',
  price: 100 + n,
  category: 'Seating',
  location: `${1550 + n} Blake St, Denver, CO 80202`,
  stager_email: 'ana@x.co',
});

/** The database refuses a listing with this name: a failure no row check foresees. */
async function refuseListingsNamed(db: Db, name: string) {
  if (onPostgres) {
    await sql
      .raw(
        `create function refuse_listing() returns trigger language plpgsql as $$ begin if new.name = '${name}' then raise exception 'refused'; end if; return new; end $$`,
      )
      .execute(db);
    await sql`create trigger refuse_listing before insert on furniture for each row execute function refuse_listing()`.execute(db);
  } else
    await sql
      .raw(`create trigger refuse_listing before insert on furniture when new.name = '${name}' begin select raise(abort, 'refused'); end`)
      .execute(db);
}

const listingCount = async (db: Db) => (await db.selectFrom('furniture').select('id').execute()).length;

describe('bulk import', () => {
  it('previews a CSV (first 10 of N) with per-row errors, then imports only the good rows in one go', async () => {
    const { admin, visitor, db } = await setup();
    const rows = Array.from({ length: 12 }, (_, i) => good(i + 1));
    rows[3] = 'Bad Price,Nice,ten dollars,Seating,"1 Elm St, Denver, CO 80202",ana@x.co';
    rows[6] = 'No Category,Nice,50,,"1 Elm St, Denver, CO 80202",ana@x.co';
    rows[8] = 'Stranger,Nice,50,Decor,"1 Elm St, Denver, CO 80202",nobody@x.co';
    const upload = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from([header, ...rows].join('\n')), { filename: 'listings.csv', contentType: 'text/csv' });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      fileName: 'listings.csv',
      fileType: 'csv',
      recordCount: 12,
      status: 'previewing',
      importedCount: 0,
    });
    expect(upload.body.preview).toHaveLength(10);
    expect(upload.body.preview[0]).toEqual({
      title: 'Oak Chair 1',
      description: 'Solid oak',
      price: '101',
      category: 'Seating',
      location: '1551 Blake St, Denver, CO 80202',
      stager_email: 'ana@x.co',
    });
    expect(upload.body.errors).toEqual(['Invalid price format in row 4', 'Missing category in row 7', 'Unknown stager_email in row 9']);
    expect(await db.selectFrom('furniture').select('id').execute()).toEqual([]);

    const confirmed = await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`);
    expect(confirmed.body).toEqual({ importedCount: 9, errors: upload.body.errors });
    expect((await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`)).status).toBe(409);
    const listed = (await admin.get('/api/admin/furniture-listings?search=Oak%20Chair')).body.listings as {
      category: string;
      categoryName: string;
      status: string;
    }[];
    expect(listed).toHaveLength(9);
    expect(new Set(listed.map((l) => `${l.category} ${l.status}`))).toEqual(new Set(['seating active']));
    expect(((await visitor.get('/api/properties-with-furniture')).body as { city: string }[]).every((p) => p.city === 'Denver')).toBe(true);
    const history = (await admin.get('/api/admin/furniture-listings/bulk-imports')).body.imports;
    expect(history[0]).toMatchObject({ id: upload.body.id, status: 'imported', importedCount: 9 });
  });

  it('takes the category from the back office table, by name or value in any case; an unknown or switched-off one is a row error', async () => {
    const { admin, db } = await setup();
    const categories = async () => (await admin.get('/api/admin/categories')).body as { id: number; name: string; value: string }[];
    const seating = (await categories()).find((c) => c.value === 'seating')!;
    await admin.patch(`/api/admin/categories/${seating.id}`).send({ isActive: false }).expect(200);
    await admin.post('/api/admin/categories').send({ name: 'Outdoor Living', description: 'Patio sets' }).expect(201);
    const row = (title: string, category: string) => ({ ...goodJson(1), title, category });
    const data = JSON.stringify([
      row('By name', 'DINING'),
      row('By value', 'tables'),
      row('New one', 'outdoor living'),
      row('Lamp', 'Lighting'),
      row('Switched off', 'Seating'),
      row('Unknown', 'Rugs'),
    ]);
    const answer = await admin.post('/api/admin/furniture-listings/bulk-import-manual').send({ data });
    expect(answer.body).toEqual({
      importedCount: 4,
      errors: ['Inactive category "Seating" in row 5: new pieces cannot take it', 'Unknown category "Rugs" in row 6'],
    });
    const stored = await db.selectFrom('furniture').select(['name', 'category']).orderBy('name').execute();
    expect(stored).toEqual([
      { name: 'By name', category: 'tables' },
      { name: 'By value', category: 'tables' },
      { name: 'Lamp', category: 'lighting' },
      { name: 'New one', category: 'outdoor-living' },
    ]);
    const listed = (await admin.get('/api/admin/furniture-listings?category=outdoor-living')).body.listings;
    expect(listed.map((l: { title: string; categoryName: string }) => `${l.title}: ${l.categoryName}`)).toEqual([
      'New one: Outdoor Living',
    ]);
  });

  it('a cancelled preview stays in the history as cancelled and cannot be confirmed; a preview left for a day expires', async () => {
    const { admin, db } = await setup();
    const send = () =>
      admin
        .post('/api/admin/furniture-listings/bulk-upload')
        .attach('file', Buffer.from([header, good(1)].join('\n')), { filename: 'listings.csv', contentType: 'text/csv' })
        .expect(201);
    const cancelled = (await send()).body as { id: number };
    const cancel = await admin.post(`/api/admin/furniture-listings/bulk-import/${cancelled.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ id: cancelled.id, status: 'cancelled', importedCount: 0 });
    const confirmCancelled = await admin.post(`/api/admin/furniture-listings/bulk-import/${cancelled.id}/confirm`);
    expect(confirmCancelled.status).toBe(409);
    expect(confirmCancelled.body.message).toBe('This preview was cancelled: upload the file again to import it');
    expect((await admin.post(`/api/admin/furniture-listings/bulk-import/${cancelled.id}/cancel`)).status).toBe(409);

    const left = (await send()).body as { id: number };
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await db.updateTable('bulkImports').set({ uploadedAt: dayAndAMinuteAgo }).where('id', '=', left.id).execute();
    const history = (await admin.get('/api/admin/furniture-listings/bulk-imports')).body.imports as { id: number; status: string }[];
    expect(history.map((i) => [i.id, i.status])).toEqual([
      [left.id, 'expired'],
      [cancelled.id, 'cancelled'],
    ]);
    const confirmExpired = await admin.post(`/api/admin/furniture-listings/bulk-import/${left.id}/confirm`);
    expect(confirmExpired.status).toBe(409);
    expect(confirmExpired.body.message).toBe('This preview expired: upload the file again to import it');
    expect(await db.selectFrom('furniture').select('id').execute()).toEqual([]);
  });

  it('tells JSON from CSV by content, and pasted JSON is imported at once with the same checks', async () => {
    const { admin } = await setup();
    const json = JSON.stringify([
      {
        title: 'Lamp',
        description: 'Brass',
        price: 80,
        category: 'decor',
        location: '1 Elm St, Denver, CO 80202',
        stager_email: 'ana@x.co',
      },
      { title: 'Rug', description: 'Wool', price: '', category: 'Decor', location: '1 Elm St, Denver, CO 80202', stager_email: 'ana@x.co' },
    ]);
    const upload = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from(json), { filename: 'named-wrongly.csv', contentType: 'text/csv' });
    expect(upload.body).toMatchObject({ fileType: 'json', recordCount: 2, errors: ['Invalid price format in row 2'] });
    const manual = await admin.post('/api/admin/furniture-listings/bulk-import-manual').send({ data: json });
    expect(manual.body).toEqual({ importedCount: 1, errors: ['Invalid price format in row 2'] });
    for (const data of ['', '{not json', 'title,description']) {
      const bad = await admin.post('/api/admin/furniture-listings/bulk-import-manual').send({ data });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid JSON: Please check your JSON formatting');
    }
  });

  it('reports a NUL character in a field (an escape in JSON) as a row error at upload; the other rows import', async () => {
    const { admin, db } = await setup();
    const rows = Array.from({ length: 150 }, (_, i) => goodJson(i + 1));
    rows[120] = { ...goodJson(121), description: 'Solid\u0000oak' };
    rows[130] = { ...goodJson(131), stager_email: 'ana\u0000@x.co' };
    const upload = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from(JSON.stringify(rows)), { filename: 'listings.json', contentType: 'application/json' });
    expect(upload.status).toBe(201);
    const errors = ['NUL character in description in row 121', 'NUL character in stager_email in row 131'];
    expect(upload.body.errors).toEqual(errors);
    const confirmed = await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`);
    expect(confirmed.body).toEqual({ importedCount: 148, errors });
    expect(await listingCount(db)).toBe(148);
    const history = (await admin.get('/api/admin/furniture-listings/bulk-imports')).body.imports;
    expect(history[0]).toMatchObject({ status: 'imported', importedCount: 148 });
  });

  it('reports a field longer than a listing holds as a row error at upload; the other rows import', async () => {
    const { admin, db } = await setup();
    const rows = [
      { ...goodJson(1), title: 'T'.repeat(201) },
      { ...goodJson(2), description: 'D'.repeat(5001) },
      { ...goodJson(3), location: `${'9'.repeat(3970)} Blake St, Denver, CO 80202` },
      { ...goodJson(4), stager_email: `${'a'.repeat(250)}@x.co` },
      { ...goodJson(5), title: 'T'.repeat(200), description: 'D'.repeat(5000), location: `${'9'.repeat(270)} Blake St, Denver, CO 80202` },
      goodJson(6),
    ];
    const upload = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from(JSON.stringify(rows)), 'listings.json');
    const errors = [
      'Too long title in row 1: at most 200 characters',
      'Too long description in row 2: at most 5,000 characters',
      'Too long location in row 3: at most 300 characters',
      'Too long stager_email in row 4: at most 254 characters',
    ];
    expect(upload.body.errors).toEqual(errors);
    const confirmed = await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`);
    expect(confirmed.body).toEqual({ importedCount: 2, errors });
    expect(await listingCount(db)).toBe(2);
  });

  it('ends an import as failed when a step fails, with what it listed and why, instead of leaving it importing', async () => {
    const { admin, db } = await setup();
    await refuseListingsNamed(db, 'Oak Chair 121');
    const upload = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from([header, ...Array.from({ length: 150 }, (_, i) => good(i + 1))].join('\n')), 'listings.csv');
    expect(upload.body.errors).toEqual([]);
    const confirmed = await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`);
    expect(confirmed.status).toBe(500);
    expect(await listingCount(db)).toBe(100);
    const stopped = ['The import stopped after 100 listings: Something went wrong. Please try again.'];
    const history = (await admin.get('/api/admin/furniture-listings/bulk-imports')).body.imports;
    expect(history[0]).toMatchObject({ status: 'failed', importedCount: 100, errorCount: 1, firstErrors: stopped });
    expect((await admin.get(`/api/admin/furniture-listings/bulk-import/${upload.body.id}`)).body).toMatchObject({
      status: 'failed',
      errors: stopped,
    });
    expect((await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`)).status).toBe(409);
  });

  it('lists each import in the history as a short summary, however many errors it has; one import is read with all of them', async () => {
    const { admin, db } = await setup();
    const rows = Array.from({ length: 10_000 }, (_, i) => `Chair ${i + 1},Oak,ten,Seating,"1 Elm St, Denver, CO 80202",ana@x.co`);
    const upload = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from([header, ...rows].join('\n')), 'listings.csv')
      .expect(201);
    expect(upload.body.errors).toHaveLength(10_000);
    const confirmed = await admin.post(`/api/admin/furniture-listings/bulk-import/${upload.body.id}/confirm`).expect(200);
    expect(confirmed.body.importedCount).toBe(0);

    const list = await admin.get('/api/admin/furniture-listings/bulk-imports');
    expect(list.status).toBe(200);
    expect(list.text.length).toBeLessThan(1_000);
    expect(list.body.imports).toEqual([
      {
        id: upload.body.id,
        fileName: 'listings.csv',
        fileType: 'csv',
        recordCount: 10_000,
        status: 'failed',
        uploadedAt: upload.body.uploadedAt,
        importedCount: 0,
        errorCount: 10_000,
        firstErrors: ['Invalid price format in row 1', 'Invalid price format in row 2', 'Invalid price format in row 3'],
      },
    ]);

    const one = await admin.get(`/api/admin/furniture-listings/bulk-import/${upload.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ ...list.body.imports[0], errors: upload.body.errors });
    expect(one.body.preview).toEqual(upload.body.preview);
    expect(one.body.preview).toHaveLength(10);
    expect((await admin.get('/api/admin/furniture-listings/bulk-import/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/furniture-listings/bulk-import/abc')).status).toBe(404);
    expect(await listingCount(db)).toBe(0);
  });

  it('refuses files that are not CSV or JSON, a CSV without the template columns, and big files; admins only', async () => {
    const { admin, app, visitor } = await setup();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect((await admin.post('/api/admin/furniture-listings/bulk-upload').attach('file', png, { filename: 'x.csv' })).status).toBe(415);
    const noColumns = await admin
      .post('/api/admin/furniture-listings/bulk-upload')
      .attach('file', Buffer.from('name,cost\nA,1'), { filename: 'x.csv' });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.message).toContain('Invalid File Type: Please upload a CSV or JSON file');
    expect(
      (
        await admin
          .post('/api/admin/furniture-listings/bulk-upload')
          .attach('file', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), { filename: 'big.csv' })
      ).status,
    ).toBe(413);
    const stager = await signedInAgent(app, 'ana@x.co');
    expect((await visitor.post('/api/admin/furniture-listings/bulk-import-manual').send({ data: '[]' })).status).toBe(401);
    expect((await stager.post('/api/admin/furniture-listings/bulk-import-manual').send({ data: '[]' })).status).toBe(403);
    expect((await stager.get('/api/admin/furniture-listings/bulk-imports')).status).toBe(403);
    expect((await stager.get('/api/admin/furniture-listings/bulk-import/1')).status).toBe(403);
  });
});
