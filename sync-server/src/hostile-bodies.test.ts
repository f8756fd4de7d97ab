import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminPiecesAnswerSchema,
  adminUsersAnswerSchema,
  bannerSchema,
  categorySchema,
  featureToggleSchema,
  releaseSchema,
  tagSchema,
} from '@stagehouse/shared/admin.schema';
import { businessProfileSchema } from '@stagehouse/shared/account.schema';
import { contactSchema } from '@stagehouse/shared/contact.schema';
import { pieceSchema } from '@stagehouse/shared/piece.schema';
import { paymentSettingsSchema } from '@stagehouse/shared/payment.schema';
import { purchaseRequestSchema } from '@stagehouse/shared/purchase-request.schema';
import { openHouseSchema, propertyWithFurnitureSchema } from '@stagehouse/shared/property.schema';
import { rsvpSchema } from '@stagehouse/shared/rsvp.schema';
import { userSchema } from '@stagehouse/shared/user.schema';
import { daysFromNow } from './test/fixtures';
import { type Role, routesOf, routeWorld } from './test/route-world';

/** Stand-ins in the examples for what the world makes: its piece, and the day after its open house. */
const thePiece = ':piece';
const pickupDay = daysFromNow(31);

const listing = {
  name: 'Oak Chair',
  description: 'Solid oak',
  price: '120',
  category: 'seating',
  room: 'Living Room',
  condition: 'good',
  status: 'pending',
  images: ['/api/images/seating-1.webp'],
  propertyAddress: '742 Evergreen Ter, San Francisco, CA 94110',
};

/** A body each JSON write route accepts; the fuzzer starts from it and breaks it. */
const examples: Record<string, Record<string, unknown>> = {
  'POST /api/auth/login': { email: 'owner@x.co', password: 'secret123' },
  'POST /api/auth/register': {
    firstName: 'New',
    lastName: 'User',
    email: 'new@x.co',
    password: 'secret123',
    userType: 'stager',
    company: 'New Co',
  },
  'POST /api/auth/forgot-password': { email: 'owner@x.co' },
  'POST /api/auth/reset-password': { token: 'a'.repeat(43), password: 'secret123' },
  'POST /api/auth/confirm-email': { token: 'a'.repeat(43) },
  'POST /api/rsvps': { propertyId: 1, firstName: 'Li', lastName: 'Wu', email: 'li@example.com' },
  'PUT /api/open-house/:id/pickup-slots': {
    slots: [
      { day: pickupDay, from: '09:00', to: '12:00' },
      { day: pickupDay, from: '13:00', to: '17:00' },
    ],
  },
  'POST /api/requests': {
    furnitureId: thePiece,
    offeredPrice: 90,
    pickup: { day: pickupDay, from: '13:00', to: '17:00' },
    message: 'Can I come early?',
    buyerName: 'Li Wu',
    buyerEmail: 'li@example.com',
    buyerPhone: '555-0101',
  },
  'POST /api/piece/:id/watch': { email: 'wait@example.com' },
  'POST /api/requests/:id/accept': {},
  'POST /api/requests/:id/decline': { reason: 'Sold at the open house' },
  'POST /api/requests/:id/counter': { counterPrice: 95 },
  'POST /api/requests/:id/sell': {},
  'POST /api/requests/:id/answer': { answer: 'withdraw' },
  'PUT /api/account/profile': { firstName: 'Oth', lastName: 'Er', email: 'other@x.co', company: 'Other Co' },
  'POST /api/account/password': { currentPassword: 'secret123', newPassword: 'secret123' },
  'PUT /api/account/business-profile': { businessName: 'Owner Co', connectedSite: 'https://owner.example', numberOfUsers: 3 },
  'POST /api/payment-settings': {
    bankAccountType: 'checking',
    routingNumber: '011000015',
    accountNumber: '000123456789',
    accountHolderName: 'Own Er',
    bankName: 'First Bank',
  },
  'POST /api/furniture': listing,
  'POST /api/sync/push': {
    mutations: [
      { id: 'batch-key-0001', entity: 'furniture:new', method: 'POST', url: '/api/furniture', body: listing },
      { id: 'batch-key-0002', entity: 'favorite', method: 'PUT', url: `/api/favorites/${thePiece}` },
      {
        id: 'batch-key-0003',
        entity: 'rsvp',
        method: 'POST',
        url: '/api/rsvps',
        body: { propertyId: 1, firstName: 'Li', lastName: 'Wu', email: 'li@example.com' },
      },
    ],
  },
  'PUT /api/furniture/:id': { ...listing, status: 'sold', buyerInfo: 'Jo Buyer' },
  'POST /api/admin/toggle-verification': { userId: 2, isVerified: true },
  'POST /api/admin/toggle-beta': { userId: 2, isBeta: true },
  'POST /api/admin/reset-password': { userId: 2 },
  'POST /api/admin/update-plan': { userId: 2, planType: 'plus' },
  'POST /api/admin/toggle-feature': { featureId: 'wishlist', enabled: true },
  'POST /api/admin/toggle-data-source': { useSampleData: false },
  'POST /api/admin/toggle-demo-visibility': { visible: true },
  'POST /api/admin/toggle-email-integration': { enabled: true },
  'POST /api/admin/toggle-invite-system': { enabled: false },
  'POST /api/admin/banners': { title: 'Open house weekend', content: 'Forty homes open', type: 'info', targetAudience: 'all' },
  'PATCH /api/admin/banners/:id': { enabled: false },
  'POST /api/admin/releases': {
    version: '1.2.0',
    title: 'Requests',
    description: 'Ask to buy',
    releaseDate: '2026-12-01',
    features: ['Requests'],
  },
  'PATCH /api/admin/releases/:id': { isLive: true },
  'POST /api/admin/categories': { name: 'Outdoor Living', description: 'Patio pieces', color: '#22AA66' },
  'PATCH /api/admin/categories/:id': { isActive: false },
  'POST /api/admin/tags': { name: 'Velvet', category: 'style', description: 'Soft' },
  'PATCH /api/admin/tags/:id': { isActive: true },
  'POST /api/admin/furniture-listings': {
    title: 'Walnut Desk',
    description: 'Mid-century',
    price: 400,
    category: 'storage',
    location: '1 Elm St',
    stagerId: 1,
    status: 'pending',
  },
  'PATCH /api/admin/furniture-listings/:id': { title: 'Walnut Desk', price: 420, status: 'active' },
  'POST /api/admin/furniture-listings/bulk-import-manual': {
    data: '[{"title":"Lamp","description":"Brass","price":"40","category":"Decor","location":"1 Elm St","stager_email":"owner@x.co"}]',
  },
  'POST /api/admin/furniture-images/bulk-delete': { imageIds: [999] },
  'PATCH /api/admin/furniture-images/:id': { isFeatured: true },
};

/** Examples the state of the world refuses (no live reset link; photos an earlier example removed): their variations must be refused cleanly. */
const refusedByState = new Set([
  'POST /api/auth/reset-password',
  'POST /api/auth/confirm-email',
  'POST /api/admin/furniture-images/bulk-delete',
  'PATCH /api/admin/furniture-images/:id',
  // The world's request is accepted, then declined: a counter or a sale then comes too late, and a signed-out caller without its token cannot answer it.
  'POST /api/requests/:id/counter',
  'POST /api/requests/:id/sell',
  'POST /api/requests/:id/answer',
  // The world's piece is on hold for no one: there is nothing to wait for.
  'POST /api/piece/:id/watch',
]);

/** Write routes that read no JSON body: their path and session are all they take, or their body is a file. */
const noJsonBody = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/confirmation-link',
  'POST /api/verify-bank-account',
  'POST /api/furniture/upload-url',
  'PUT /api/images/uploads/:file',
  'DELETE /api/furniture/:id',
  'PUT /api/favorites/:furnitureId',
  'DELETE /api/favorites/:furnitureId',
  'POST /api/contacts/import',
  'POST /api/contacts/:id/invite',
  'POST /api/admin/load-seed-data',
  'DELETE /api/admin/reset-seed-data',
  'POST /api/admin/test-email-connection',
  'DELETE /api/admin/banners/:id',
  'POST /api/admin/furniture-listings/bulk-upload',
  'POST /api/admin/furniture-listings/bulk-import/:id/confirm',
  'POST /api/admin/furniture-listings/bulk-import/:id/cancel',
  'DELETE /api/admin/furniture-images/:id',
  'DELETE /api/admin/furniture-listings/:id',
]);

const odd = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '2026-02-30',
  '#zzzzzz',
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ maxLength: 1200, size: 'large' }),
  fc.constantFrom(
    ...[40, 60, 100, 120, 200, 254, 300, 500, 1000, 5000].flatMap((n) => ['x'.repeat(n), 'x'.repeat(n + 1), `${'y'.repeat(n - 9)}@x.co`]),
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
  odd,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 63, -0, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

/** Anything JSON; the example with one field broken (the rest valid, so the work goes deep); with fields replaced, dropped or added (prototype keys included). */
const hostileBody = (example: Record<string, unknown>) => {
  const keys = Object.keys(example);
  const extra = fc
    .dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'ownerId', 'userId', 'isAdmin', 'role', 'userType', 'id'),
      ),
      anyValue,
      { maxKeys: 4 },
    )
    .map((added) => ({ ...example, ...added }));
  if (keys.length === 0) return fc.oneof(fc.jsonValue(), extra);
  return fc.oneof(
    fc.jsonValue(),
    { arbitrary: fc.constantFrom(...keys).chain((key) => anyValue.map((value) => ({ ...example, [key]: value }))), weight: 4 },
    fc
      .record(Object.fromEntries(keys.map((key) => [key, fc.option(anyValue, { nil: undefined })])), { requiredKeys: [] })
      .map((changes) =>
        Object.fromEntries(Object.entries({ ...example, ...changes }).filter(([key, value]) => value !== undefined || !(key in changes))),
      ),
    extra,
  );
};

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('hostile JSON bodies, generated for every JSON write route of the routers', () => {
  it('names every write route as taking a JSON body (with an example) or not', async () => {
    const { routers } = await routeWorld();
    const unnamed = routesOf(routers)
      .filter((r) => writes.has(r.method))
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !(route in examples) && !noJsonBody.has(route));
    expect(unnamed).toEqual([]);
  });

  it('never answer 500, and nothing stored falls outside the shared schemas', { timeout: 240_000 }, async () => {
    const world = await routeWorld();
    const { routers, agents, params, signIn, db, owner, property, piece } = world;
    for (const { method, path } of routesOf(routers)) {
      const given = examples[`${method} ${path}`];
      if (!given) continue;
      // The account's own routes may change its email and password: another user takes them, so the owner can always sign in again.
      const role: Role = path.startsWith('/api/admin/')
        ? 'admin'
        : path.startsWith('/api/auth/') || ['/api/rsvps', '/api/requests', '/api/requests/:id/answer'].includes(path)
          ? 'signed out'
          : path.startsWith('/api/account/')
            ? 'another owner'
            : 'owner';
      const example = JSON.parse(JSON.stringify(given).replaceAll(JSON.stringify(thePiece), JSON.stringify(piece))) as Record<
        string,
        unknown
      >;
      const url = await params(path);
      const accepted = await agents.get(role)![method.toLowerCase() as 'post'](url).send(example);
      if (!refusedByState.has(`${method} ${path}`))
        expect(accepted.status, `the example of ${method} ${path}: ${JSON.stringify(accepted.body)}`).toBeLessThan(400);
      await fc.assert(
        fc.asyncProperty(hostileBody(example), async (body) => {
          const agent = agents.get(role)!;
          const res = await agent[method.toLowerCase() as 'post'](url).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(res.status, `${method} ${url} ${JSON.stringify(body).slice(0, 300)} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
          expect(res.headers['content-type'] ?? 'application/json').toMatch(/json/);
          if (role !== 'signed out' && res.status === 401 && (await agent.get('/api/auth/me')).status === 401) await signIn(role);
        }),
        { numRuns: 150 },
      );
    }

    const admin = agents.get('admin')!;
    const users = adminUsersAnswerSchema.parse((await admin.get('/api/admin/users')).body);
    for (const user of users.users) z.array(pieceSchema).parse((await admin.get(`/api/furniture/owner/${user.id}`)).body);
    adminPiecesAnswerSchema.parse((await admin.get('/api/admin/furniture-listings?pageSize=100')).body);
    z.array(bannerSchema).parse((await admin.get('/api/admin/banners')).body);
    z.array(releaseSchema).parse((await admin.get('/api/admin/releases')).body);
    z.array(categorySchema).parse((await admin.get('/api/admin/categories')).body);
    z.array(tagSchema).parse((await admin.get('/api/admin/tags')).body);
    z.array(featureToggleSchema).parse((await admin.get('/api/admin/feature-toggles')).body);
    z.array(propertyWithFurnitureSchema).parse((await agents.get('signed out')!.get('/api/properties-with-furniture')).body);
    openHouseSchema.parse((await agents.get('signed out')!.get(`/api/open-house/${property}`)).body);
    await signIn('owner');
    const self = agents.get('owner')!;
    z.object({ user: userSchema }).parse((await self.get('/api/account/profile')).body);
    businessProfileSchema.parse((await self.get('/api/account/business-profile')).body);
    paymentSettingsSchema.parse((await self.get('/api/payment-settings')).body);
    z.array(contactSchema).parse((await self.get('/api/contacts')).body);
    z.array(purchaseRequestSchema).parse((await self.get('/api/requests/incoming')).body);
    for (const rsvp of await db.selectFrom('rsvps').selectAll().execute()) {
      rsvpSchema.parse(rsvp);
      expect(rsvp.email).toBe(rsvp.email.trim().toLowerCase());
    }
    expect(owner.id).toBeGreaterThan(0);
  });

  it('a body nested thousands deep is refused as a client fault, never a 500', async () => {
    const { agents } = await routeWorld();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const answer = await agents.get('signed out')!.post('/api/rsvps').set('Content-Type', 'application/json').send(deep);
    expect(answer.status).toBe(400);
  });

  it('a body nested past the limit anywhere (a batched write, an import file) or holding a huge array is a 400, never a 500', async () => {
    const { agents } = await routeWorld();
    const visitor = agents.get('signed out')!;
    const admin = agents.get('admin')!;
    const nested = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`;
    const batched = `{"mutations":[{"id":"deep-push-0001","entity":"x:1","method":"POST","url":"/api/favorites","body":{"a":${nested(100_000)}}}]}`;
    const answers = [
      await visitor.post('/api/sync/push').set('Content-Type', 'application/json').send(batched),
      await visitor.post('/api/rsvps').set('Content-Type', 'application/json').send(nested(40)),
      await visitor
        .post('/api/health')
        .set('Content-Type', 'application/json')
        .send(`[${Array<string>(200_000).fill('0').join(',')}]`),
      await admin.post('/api/admin/furniture-listings/bulk-import-manual').send({
        data: `[{"title":${nested(200_000)},"description":"d","price":"1","category":"seating","location":"x","stager_email":"a@x.co"}]`,
      }),
      await admin
        .post('/api/admin/furniture-listings/bulk-upload')
        .attach('file', Buffer.from(`[{"title":${nested(200_000)}}]`), { filename: 'deep.json', contentType: 'application/json' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, expect.any(Number), 400, 400]);
    expect(answers[2]!.status).toBeLessThan(500);
    expect(answers[0]!.body.message).toBe('The body nests arrays and objects more than 32 deep');
  });
});
