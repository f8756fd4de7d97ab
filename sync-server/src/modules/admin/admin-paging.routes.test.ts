import { randomUUID } from 'node:crypto';
import {
  activityAnswerSchema,
  adminImagesAnswerSchema,
  adminPiecesAnswerSchema,
  adminUsersAnswerSchema,
  billingAnswerSchema,
  bulkImportsAnswerSchema,
  identifiersAnswerSchema,
  activityLogAnswerSchema,
  outgoingEmailsAnswerSchema,
} from '@stagehouse/shared/admin.schema';
import { totalActivity } from '@stagehouse/shared/activity';
import type { PageInfo } from '@stagehouse/shared/page.schema';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { periodStart } from '@stagehouse/shared/figures';
import { addPiece, addProperty, addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

/** Small pages, so that every list here spans several of them. */
const pageSize = 7;
/** Most rows are made at one instant: pages must still neither repeat nor skip a row. */
const sameTime = '2026-03-01T10:00:00.000Z';
const listerCount = 30;

/**
 * 30 listers (every third a realtor, every fourth on Plus), the first 15 with three pieces each
 * (pending, draft, sold in turn) of two photos; open houses, RSVPs, saves and billed RSVPs spread
 * unevenly so that the activity sorts have both ties and order.
 */
const world = async () => {
  const created = await testApp();
  const { db, app } = created;
  await addUser(db, { email: 'root@x.co', role: 'admin' });
  const listers: number[] = [];
  for (let i = 0; i < listerCount; i++) {
    const user = await addUser(db, {
      email: `lister${String(i).padStart(2, '0')}@x.co`,
      role: i % 3 === 0 ? 'realtor' : 'stager',
      plan: i % 4 === 0 ? 'plus' : 'base',
      company: i % 5 === 0 ? `Studio ${i}` : undefined,
      createdAt: sameTime,
    });
    listers.push(user.id);
  }
  const pieces: string[] = [];
  const statuses = ['pending', 'draft', 'sold'] as const;
  const categories = ['seating', 'tables', 'bedroom', 'storage', 'decor'];
  for (const [i, owner] of listers.slice(0, 15).entries()) {
    const house = i % 2 === 0 ? await addProperty(db, owner, { address: `${i} Elm St` }) : null;
    for (let n = 0; n < 3; n++) {
      pieces.push(
        await addPiece(db, owner, house, {
          name: `Piece ${i}-${n}`,
          status: statuses[n],
          category: categories[(i + n) % categories.length],
          images: ['/api/images/seating-1.webp', '/api/images/decor-1.webp'],
          createdAt: sameTime,
        }),
      );
    }
    if (house !== null) {
      const rsvps = Array.from({ length: i % 4 }, (_, r) => ({
        id: randomUUID(),
        propertyId: house,
        firstName: 'G',
        lastName: 'H',
        email: `guest${r}@x.co`,
        createdAt: sameTime,
      }));
      if (rsvps.length > 0) await db.insertInto('rsvps').values(rsvps).execute();
    }
  }
  const now = new Date().toISOString();
  await db
    .insertInto('favorites')
    .values(pieces.slice(0, 12).map((furnitureId, n) => ({ userId: listers[20 + (n % 5)]!, furnitureId, createdAt: now })))
    .execute();
  await db
    .insertInto('billingLedger')
    .values(
      listers.slice(0, 9).map((userId, n) => ({ userId, kind: 'rsvp' as const, amountCents: 500, reference: `r${n}`, occurredAt: now })),
    )
    .execute();
  const images = await db.selectFrom('furnitureImages').select('id').orderBy('id').execute();
  await db
    .updateTable('furnitureImages')
    .set({ isFeatured: 1 })
    .where(
      'id',
      'in',
      images.filter((_, n) => n % 3 === 0).map((r) => r.id),
    )
    .execute();
  return { ...created, db, listers, pieces, admin: await signedInAgent(app, 'root@x.co') };
};
type World = Awaited<ReturnType<typeof world>>;

/**
 * Walks a list page by page, one page past the last: each page holds what its place says, every
 * page answers the same total, and the page after the last is empty.
 */
async function walk<Answer extends PageInfo, Row>(
  admin: World['admin'],
  path: string,
  schema: z.ZodType<Answer>,
  rowsOf: (answer: Answer) => Row[],
) {
  const rows: Row[] = [];
  const answers: Answer[] = [];
  for (let page = 1; ; page++) {
    const res = await admin.get(path).query({ page, pageSize });
    expect(res.status, `${path} page ${page}: ${JSON.stringify(res.body)}`).toBe(200);
    const answer = schema.parse(res.body);
    expect(answer).toMatchObject({ page, pageSize, total: answers[0]?.total ?? answer.total });
    answers.push(answer);
    const found = rowsOf(answer);
    expect(found).toHaveLength(Math.max(0, Math.min(pageSize, answer.total - (page - 1) * pageSize)));
    if (found.length === 0) return { rows, total: answer.total, first: answers[0]! };
    rows.push(...found);
  }
}

/** Every id once, and as many as the total says. */
const expectEachOnce = (ids: (string | number)[], total: number) => {
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(total);
};

const sorted = <T extends string | number>(ids: T[]) => [...ids].sort((a, b) => String(a).localeCompare(String(b)));

describe('admin lists page on the server', () => {
  it('users: every account once across the pages, newest first', async () => {
    const { admin, listers } = await world();
    const { rows, total } = await walk(admin, '/api/admin/users', adminUsersAnswerSchema, (a) => a.users);
    expectEachOnce(
      rows.map((u) => u.id),
      total,
    );
    expect(sorted(rows.map((u) => u.id))).toEqual(sorted(listers));
    const realtors = await walk(admin, '/api/admin/users?userType=realtor', adminUsersAnswerSchema, (a) => a.users);
    expect(realtors.total).toBe(listerCount / 3);
    expect(realtors.rows.every((u) => u.userType === 'realtor')).toBe(true);
  });

  it('listings: every listing once, the status counts over all of them, the filters on the server', async () => {
    const { admin, pieces } = await world();
    const { rows, total, first } = await walk(admin, '/api/admin/furniture-listings', adminPiecesAnswerSchema, (a) => a.listings);
    expectEachOnce(
      rows.map((l) => l.id),
      total,
    );
    expect(sorted(rows.map((l) => l.id))).toEqual(sorted(pieces));
    expect(first.counts).toEqual({ draft: 15, active: 15, pending: 0, sold: 15 });
    const sold = await walk(admin, '/api/admin/furniture-listings?status=sold', adminPiecesAnswerSchema, (a) => a.listings);
    expect(sold.total).toBe(15);
    expect(sold.rows.every((l) => l.status === 'sold')).toBe(true);
    expect(sold.first.counts).toEqual(first.counts);
    const dining = await walk(admin, '/api/admin/furniture-listings?category=tables', adminPiecesAnswerSchema, (a) => a.listings);
    expect(dining.total).toBe(9);
    expect(new Set(dining.rows.map((l) => `${l.category} ${l.categoryName}`))).toEqual(new Set(['tables Dining']));
  });

  it('images: every photo once, the statistics over all photos, featured ones on the server', async () => {
    const { admin, db, pieces } = await world();
    const all = await db.selectFrom('furnitureImages').select(['id', 'isFeatured', 'furnitureId']).execute();
    const { rows, total, first } = await walk(admin, '/api/admin/furniture-images', adminImagesAnswerSchema, (a) => a.images);
    expectEachOnce(
      rows.map((i) => i.id),
      total,
    );
    expect(sorted(rows.map((i) => i.id))).toEqual(sorted(all.map((i) => i.id)));
    const featured = all.filter((i) => i.isFeatured === 1).length;
    expect(first.stats).toEqual({ total: all.length, featured, totalBytes: 0, listings: pieces.length });
    const onlyFeatured = await walk(admin, '/api/admin/furniture-images?featured=true', adminImagesAnswerSchema, (a) => a.images);
    expect(onlyFeatured.total).toBe(featured);
    expect(onlyFeatured.rows.every((i) => i.isFeatured)).toBe(true);
    expect(onlyFeatured.first.stats).toEqual(first.stats);
    const one = await walk(admin, `/api/admin/furniture-images?listingId=${pieces[4]}`, adminImagesAnswerSchema, (a) => a.images);
    expect(one.rows.map((i) => i.listingId)).toEqual([pieces[4], pieces[4]]);
    expect(one.first.stats).toMatchObject({ total: 2, listings: 1 });
  });

  it('billing: every account once by name, the revenue over every account whatever the filters', async () => {
    const { admin, listers } = await world();
    const { rows, total, first } = await walk(admin, '/api/admin/billing', billingAnswerSchema, (a) => a.users);
    expectEachOnce(
      rows.map((u) => u.id),
      total,
    );
    expect(sorted(rows.map((u) => u.id))).toEqual(sorted(listers));
    expect(rows.map((u) => u.firstName)).toEqual(sorted(rows.map((u) => u.firstName)));
    const plus = rows.filter((u) => u.currentPlan === 'plus').length;
    const rsvps = rows.reduce((sum, u) => sum + u.rsvpCount, 0);
    expect(first.subscriptions).toEqual({ base: listerCount - plus, plus });
    expect(first.revenue).toMatchObject({ totalRsvps: rsvps, rsvpRevenue: rsvps * 5, monthlyRevenue: plus * 25 + rsvps * 5 });
    expect(rsvps).toBe(9);

    const plusOnly = await walk(admin, '/api/admin/billing?plan=plus', billingAnswerSchema, (a) => a.users);
    expect(plusOnly.total).toBe(plus);
    expect(plusOnly.rows.every((u) => u.currentPlan === 'plus')).toBe(true);
    expect(plusOnly.first.revenue).toEqual(first.revenue);
    const search = await walk(admin, '/api/admin/billing?search=studio', billingAnswerSchema, (a) => a.users);
    expect(search.rows.map((u) => u.company)).toEqual(['Studio 0', 'Studio 5', 'Studio 10', 'Studio 15', 'Studio 20', 'Studio 25']);
    expect((await admin.get('/api/admin/billing?search=nobody')).body).toMatchObject({ users: [], total: 0 });
  });

  it('activity: every lister once in the order of each sort, the totals over every lister', async () => {
    const { admin, db, listers } = await world();
    const count = async (query: Promise<{ n: unknown }>) => Number((await query).n);
    const expected = {
      totalListings: await count(
        db
          .selectFrom('furniture')
          .where('status', '!=', 'draft')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      totalFavorites: await count(
        db
          .selectFrom('favorites')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      totalRsvps: await count(
        db
          .selectFrom('rsvps')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      totalSales: await count(
        db
          .selectFrom('furniture')
          .where('status', '=', 'sold')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      totalOpenHouses: await count(
        db
          .selectFrom('properties')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    };
    const figureOf = {
      total: totalActivity,
      listings: (u: { totalListings: number }) => u.totalListings,
      favorites: (u: { totalFavorites: number }) => u.totalFavorites,
      rsvps: (u: { totalRsvps: number }) => u.totalRsvps,
      sales: (u: { totalSales: number }) => u.totalSales,
      openHouses: (u: { totalOpenHouses: number }) => u.totalOpenHouses,
    };
    for (const [sort, of] of Object.entries(figureOf)) {
      const { rows, total, first } = await walk(admin, `/api/admin/activity?sort=${sort}`, activityAnswerSchema, (a) => a.users);
      expectEachOnce(
        rows.map((u) => u.id),
        total,
      );
      expect(sorted(rows.map((u) => u.id))).toEqual(sorted(listers));
      for (const [n, u] of rows.slice(1).entries()) {
        const before = rows[n]!;
        const order = of(before) - of(u) || u.id - before.id;
        expect(order, `${sort}: ${before.id} before ${u.id}`).toBeGreaterThan(0);
      }
      expect(first.totals).toEqual(expected);
      expect(rows.reduce((sum, u) => sum + u.totalRsvps, 0)).toBe(expected.totalRsvps);
    }
    const realtors = await walk(admin, '/api/admin/activity?userType=realtor&sort=listings', activityAnswerSchema, (a) => a.users);
    expect(realtors.total).toBe(listerCount / 3);
    expect(realtors.rows.every((u) => u.userType === 'realtor')).toBe(true);
    expect(realtors.first.totals).toEqual(expected);
    const found = await walk(admin, '/api/admin/activity?search=lister07', activityAnswerSchema, (a) => a.users);
    expect(found.rows.map((u) => u.email)).toEqual(['lister07@x.co']);
  });

  it('identifiers: every listing and account once, each account with its listings counted', async () => {
    const { admin, listers, pieces } = await world();
    const { rows, total } = await walk(admin, '/api/admin/identifiers', identifiersAnswerSchema, (a) => a.records);
    expectEachOnce(
      rows.map((r) => `${r.type}:${r.id}`),
      total,
    );
    expect(sorted(rows.filter((r) => r.type === 'listing').map((r) => r.id))).toEqual(sorted(pieces));
    expect(sorted(rows.filter((r) => r.type === 'account').map((r) => Number(r.id)))).toEqual(sorted(listers));
    const counts = rows.filter((r) => r.type === 'account').map((r) => r.listingCount);
    expect(counts.reduce((sum: number, n) => sum + (n ?? 0), 0)).toBe(pieces.length);
    expect(rows.find((r) => r.id === String(listers[0]))).toMatchObject({ type: 'account', listingCount: 3 });
    expect(rows.find((r) => r.id === pieces[0])).toMatchObject({ type: 'listing', accountId: listers[0], listingCount: null });

    const accounts = await walk(admin, '/api/admin/identifiers?type=account', identifiersAnswerSchema, (a) => a.records);
    expect(accounts.total).toBe(listerCount);
    const one = await walk(admin, `/api/admin/identifiers?search=${pieces[7]}`, identifiersAnswerSchema, (a) => a.records);
    expect(one.rows.map((r) => r.id)).toEqual([pieces[7]]);
  });

  it('activity log, import history and outgoing emails: every row once, the log summary over the whole log', async () => {
    const { admin, db } = await world();
    await db
      .insertInto('activityLog')
      .values(
        Array.from({ length: 40 }, (_, n) => ({
          createdAt: sameTime,
          userName: 'Root',
          action: n % 2 === 0 ? ('update' as const) : ('delete' as const),
          entityType: 'listing' as const,
          entityTitle: `Row ${n}`,
        })),
      )
      .execute();
    const entries = await db.selectFrom('activityLog').select('id').execute();
    const log = await walk(admin, '/api/admin/activity-log', activityLogAnswerSchema, (a) => a.entries);
    expectEachOnce(
      log.rows.map((e) => e.id),
      log.total,
    );
    expect(log.total).toBe(entries.length);
    expect(log.first.summary.total).toBe(entries.length);
    const deletes = await walk(admin, '/api/admin/activity-log?action=delete', activityLogAnswerSchema, (a) => a.entries);
    expect(deletes.total).toBe(20);
    expect(deletes.first.summary).toEqual(log.first.summary);

    await db
      .insertInto('bulkImports')
      .values(
        Array.from({ length: 12 }, (_, n) => ({
          fileName: `file${n}.csv`,
          fileType: 'csv' as const,
          recordCount: 1,
          status: 'imported' as const,
          rows: '[]',
          errors: '[]',
          errorCount: 0,
          firstErrors: '[]',
          preview: '[]',
          uploadedAt: new Date().toISOString(),
        })),
      )
      .execute();
    const imports = await walk(admin, '/api/admin/furniture-listings/bulk-imports', bulkImportsAnswerSchema, (a) => a.imports);
    expectEachOnce(
      imports.rows.map((i) => i.id),
      12,
    );
    expect(imports.rows.map((i) => i.id)).toEqual([...imports.rows.map((i) => i.id)].sort((a, b) => b - a));

    await db
      .insertInto('outgoingEmails')
      .values(Array.from({ length: 12 }, (_, n) => ({ toAddress: `to${n}@x.co`, subject: 'Hello', textBody: 'Hi', createdAt: sameTime })))
      .execute();
    const emails = await walk(admin, '/api/admin/outgoing-emails', outgoingEmailsAnswerSchema, (a) => a.emails);
    expectEachOnce(
      emails.rows.map((e) => e.id),
      12,
    );
  });

  it('answers 400 to a page, a page size or a filter it does not know, on every list', async () => {
    const { admin } = await world();
    const lists = [
      '/api/admin/users',
      '/api/admin/billing',
      '/api/admin/activity',
      '/api/admin/furniture-listings',
      '/api/admin/furniture-images',
      '/api/admin/identifiers',
      '/api/admin/activity-log',
      '/api/admin/furniture-listings/bulk-imports',
      '/api/admin/outgoing-emails',
    ];
    const badPages = [
      'page=0',
      'page=-1',
      'page=two',
      'page=1.5',
      'page=',
      'pageSize=0',
      'pageSize=101',
      'pageSize=2.5',
      'page=1&page=2',
      // One spelling of a number, and no parameter the list does not know.
      'page=0x10',
      'page=+2',
      'page=02',
      'pageSize=1e2',
      'pageSize[]=5',
      'bogus=1',
      'order=zzz&page=1',
    ];
    for (const path of lists) {
      for (const query of badPages) expect((await admin.get(`${path}?${query}`)).status, `${path}?${query}`).toBe(400);
      expect((await admin.get(`${path}?page=1000&pageSize=100`)).status, path).toBe(200);
    }
    for (const query of [
      '/api/admin/billing?plan=gold',
      '/api/admin/billing?status=late',
      '/api/admin/activity?sort=name',
      '/api/admin/activity?userType=admin',
      '/api/admin/furniture-images?featured=maybe',
      '/api/admin/identifiers?type=photo',
      '/api/admin/furniture-listings?status=archived',
      '/api/admin/users?search=' + 'x'.repeat(101),
      '/api/admin/users?sort=zzz',
      '/api/admin/outgoing-emails?search=reset',
      '/api/admin/furniture-images?search=x',
    ]) {
      expect((await admin.get(query)).status, query).toBe(400);
    }
  });

  it('billing counts the RSVPs of this month only, on the page and in the totals', async () => {
    const { admin, db, listers } = await world();
    await db
      .insertInto('billingLedger')
      .values({ userId: listers[0]!, kind: 'rsvp', amountCents: 500, reference: 'old', occurredAt: periodStart('lastMonth') })
      .execute();
    const answer = billingAnswerSchema.parse((await admin.get('/api/admin/billing?search=lister00')).body);
    expect(answer.users[0]!.rsvpCount).toBe(1);
    expect(answer.revenue.totalRsvps).toBe(9);
  });
});
