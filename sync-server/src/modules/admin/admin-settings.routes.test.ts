import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addPiece, addUser } from '../../test/fixtures';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const setup = async () => {
  const created = await testApp();
  await addUser(created.db, { email: 'root@x.co', role: 'admin' });
  await addUser(created.db, { email: 'ana@x.co' });
  return { ...created, admin: await signedInAgent(created.app, 'root@x.co'), visitor: request(created.app.callback()) };
};

describe('feature toggles', () => {
  it('are stored and change what /api/ui-content tells the app', async () => {
    const { admin, app } = await setup();
    expect((await admin.get('/api/admin/feature-toggles')).body.find((t: { id: string }) => t.id === 'map_view')).toMatchObject({
      enabled: true,
    });
    expect((await admin.post('/api/admin/toggle-feature').send({ featureId: 'map_view', enabled: false })).body).toMatchObject({
      id: 'map_view',
      enabled: false,
    });
    expect((await request(app.callback()).get('/api/ui-content')).body.features.map_view).toBe(false);
    expect((await admin.post('/api/admin/toggle-feature').send({ featureId: 'no_such', enabled: true })).status).toBe(400);
  });

  it('refuse to flip a switch whose feature the app does not have yet, and leave it as it was', async () => {
    const { admin } = await setup();
    for (const featureId of ['messaging', 'staging_projects']) {
      const before = (await admin.get('/api/admin/feature-toggles')).body.find((t: { id: string }) => t.id === featureId);
      const flipped = await admin.post('/api/admin/toggle-feature').send({ featureId, enabled: !before.enabled });
      expect(flipped.status).toBe(409);
      expect(flipped.body.message).toBe('This feature is not in use yet: switching it would change nothing');
      expect((await admin.get('/api/admin/feature-toggles')).body.find((t: { id: string }) => t.id === featureId)).toEqual(before);
    }
  });
});

describe('banners', () => {
  it('are created with the spec message for missing fields, shown to their audience, switched off and deleted', async () => {
    const { admin, app } = await setup();
    const bad = await admin.post('/api/admin/banners').send({ title: '', content: 'x' });
    expect(bad.body.message).toBe('Invalid Input: Please fill in both title and content fields');
    const forAll = await admin
      .post('/api/admin/banners')
      .send({ title: 'Spring open houses', content: 'Forty homes this weekend', type: 'info', targetAudience: 'all' });
    expect(forAll.status).toBe(201);
    expect(forAll.body).toMatchObject({ enabled: true, targetAudience: 'all' });
    await admin
      .post('/api/admin/banners')
      .send({ title: 'Stager tools', content: 'New for stagers', type: 'beta', targetAudience: 'stagers' });
    const titles = async (agent: { get(url: string): request.Test }) =>
      (await agent.get('/api/ui-content')).body.banners.map((b: { title: string }) => b.title);
    expect(await titles(request(app.callback()))).toEqual(['Spring open houses']);
    expect((await titles(await signedInAgent(app, 'ana@x.co'))).sort()).toEqual(['Spring open houses', 'Stager tools']);
    await admin.patch(`/api/admin/banners/${forAll.body.id}`).send({ enabled: false });
    expect(await titles(request(app.callback()))).toEqual([]);
    expect((await admin.delete(`/api/admin/banners/${forAll.body.id}`)).status).toBe(204);
    expect((await admin.get('/api/admin/banners')).body.map((b: { title: string }) => b.title)).toEqual(['Stager tools']);
  });
});

describe('beta testers', () => {
  it('are marked by an admin on the Users screen, and a banner for the beta audience reaches them and no one else', async () => {
    const { admin, app, db } = await setup();
    await admin
      .post('/api/admin/banners')
      .send({ title: 'Try the new map', content: 'Beta only', type: 'beta', targetAudience: 'beta' })
      .expect(201);
    const titles = async (agent: { get(url: string): request.Test }) =>
      (await agent.get('/api/ui-content')).body.banners.map((b: { title: string }) => b.title);
    expect(await titles(await signedInAgent(app, 'ana@x.co'))).toEqual([]);

    const ana = await db.selectFrom('users').select('id').where('email', '=', 'ana@x.co').executeTakeFirstOrThrow();
    expect((await admin.post('/api/admin/toggle-beta').send({ userId: ana.id, isBeta: true })).body).toEqual({
      userId: ana.id,
      isBeta: true,
    });
    const listed = (await admin.get('/api/admin/users?search=ana')).body.users as { email: string; isBeta: boolean }[];
    expect(listed.find((u) => u.email === 'ana@x.co')?.isBeta).toBe(true);
    expect(await titles(await signedInAgent(app, 'ana@x.co'))).toEqual(['Try the new map']);
    expect(await titles(request(app.callback()))).toEqual([]);

    await admin.post('/api/admin/toggle-beta').send({ userId: ana.id, isBeta: false }).expect(200);
    expect(await titles(await signedInAgent(app, 'ana@x.co'))).toEqual([]);
    expect((await admin.post('/api/admin/toggle-beta').send({ userId: 9999, isBeta: true })).status).toBe(404);
  });
});

describe('releases', () => {
  it('drop blank feature lines, start planned, and go live for users', async () => {
    const { admin, app } = await setup();
    expect((await admin.post('/api/admin/releases').send({ version: '', title: 'x', releaseDate: '2026-11-20' })).body.message).toBe(
      'Invalid Input: Please fill in version and title fields',
    );
    const created = await admin.post('/api/admin/releases').send({
      version: '1.4.0',
      title: 'Map clusters',
      description: 'Faster map',
      features: ['Clusters', ' ', ''],
      type: 'minor',
      releaseDate: '2026-11-20',
    });
    expect(created.body).toMatchObject({ features: ['Clusters'], isLive: false });
    expect((await request(app.callback()).get('/api/ui-content')).body.releases).toEqual([]);
    await admin.patch(`/api/admin/releases/${created.body.id}`).send({ isLive: true });
    expect((await request(app.callback()).get('/api/ui-content')).body.releases.map((r: { version: string }) => r.version)).toEqual([
      '1.4.0',
    ]);
  });
});

describe('categories and tags', () => {
  it('create with the default colour and the spec message, refuse duplicates, count listings and switch active', async () => {
    const { admin, db } = await setup();
    const owner = await db.selectFrom('users').select('id').where('email', '=', 'ana@x.co').executeTakeFirstOrThrow();
    await addPiece(db, owner.id, null, { category: 'seating' });
    expect((await admin.post('/api/admin/categories').send({ name: '', description: '' })).body.message).toBe(
      'Invalid Input: Please fill in both name and description fields',
    );
    const rugs = await admin.post('/api/admin/categories').send({ name: 'Rugs', description: 'Area rugs' });
    expect(rugs.body).toMatchObject({ name: 'Rugs', color: '#3B82F6', isActive: true, listingCount: 0 });
    expect((await admin.post('/api/admin/categories').send({ name: 'rugs', description: 'again' })).status).toBe(400);
    const seating = (await admin.get('/api/admin/categories')).body.find((c: { name: string }) => c.name === 'Seating');
    expect(seating.listingCount).toBe(1);
    expect((await admin.patch(`/api/admin/categories/${rugs.body.id}`).send({ isActive: false })).body.isActive).toBe(false);

    const tag = await admin.post('/api/admin/tags').send({ name: 'Art Deco', category: 'style', description: 'Geometric glamour' });
    expect(tag.body).toMatchObject({ name: 'Art Deco', category: 'style', isActive: true });
    expect((await admin.get('/api/admin/tags')).body).toHaveLength(17);
    expect((await admin.patch(`/api/admin/tags/${tag.body.id}`).send({ isActive: false })).body.isActive).toBe(false);
  });

  it('take a name in any script, each its own value, which lists and filters pieces through a query parameter', async () => {
    const { admin, db } = await setup();
    const owner = await db.selectFrom('users').select('id').where('email', '=', 'ana@x.co').executeTakeFirstOrThrow();
    const made: Record<string, string> = {};
    for (const name of ['家具', 'Ö Chairs', 'Ä Chairs']) {
      const res = await admin.post('/api/admin/categories').send({ name, description: 'Pieces of every kind' });
      expect(res.status, name).toBe(201);
      made[name] = res.body.value;
    }
    expect(made).toEqual({ 家具: '家具', 'Ö Chairs': 'ö-chairs', 'Ä Chairs': 'ä-chairs' });
    const again = await admin.post('/api/admin/categories').send({ name: 'ö chairs', description: 'again' });
    expect([again.status, again.body.message]).toEqual([400, 'A category with this name already exists']);
    const none = await admin.post('/api/admin/categories').send({ name: '★ ✦', description: 'stars' });
    expect([none.status, none.body.message]).toEqual([400, 'A category name needs a letter or a digit']);

    await addPiece(db, owner.id, null, { name: 'Low table', category: '家具' });
    await addPiece(db, owner.id, null, { name: 'Oak chair', category: 'ö-chairs' });
    await addPiece(db, owner.id, null, { name: 'Ash chair', category: 'ä-chairs' });
    for (const [value, title] of [
      ['家具', 'Low table'],
      ['ö-chairs', 'Oak chair'],
      ['ä-chairs', 'Ash chair'],
    ]) {
      const listed = await admin.get(`/api/admin/furniture-listings?${new URLSearchParams({ category: value! })}`);
      expect(listed.status, value).toBe(200);
      expect(listed.body.listings.map((l: { title: string }) => l.title)).toEqual([title]);
    }
  });
});

describe('email and demo switches', () => {
  it('need email integration before invites, report a failed connection test, and store the demo switches', async () => {
    const { admin } = await setup();
    expect((await admin.post('/api/admin/toggle-invite-system').send({ enabled: true })).status).toBe(400);
    await admin.post('/api/admin/toggle-email-integration').send({ enabled: true });
    await admin.post('/api/admin/toggle-invite-system').send({ enabled: true });
    const test = await admin.post('/api/admin/test-email-connection');
    expect(test.status).toBe(502);
    expect(test.body.message).toMatch(/^Email integration test failed/);
    await admin.post('/api/admin/toggle-data-source').send({ useSampleData: false });
    await admin.post('/api/admin/toggle-demo-visibility').send({ visible: false });
    expect((await admin.get('/api/admin/settings')).body).toEqual({
      useSampleData: false,
      demoVisible: false,
      emailIntegration: true,
      inviteSystem: true,
      smtpConfigured: false,
    });
    await admin.post('/api/admin/toggle-email-integration').send({ enabled: false });
    expect((await admin.get('/api/admin/settings')).body.inviteSystem).toBe(false);
  });
});

describe('activity log and outgoing emails', () => {
  it('list what admins and users did, with filters and a summary, and the kept emails', async () => {
    const { admin, visitor } = await setup();
    await admin.post('/api/admin/banners').send({ title: 'Hello', content: 'World', type: 'info', targetAudience: 'all' });
    await admin.post('/api/admin/categories').send({ name: 'Rugs', description: 'Area rugs' });
    await visitor.post('/api/auth/forgot-password').send({ email: 'ana@x.co' });
    const log = (await admin.get('/api/admin/activity-log?entityType=banner')).body;
    expect(log.entries).toEqual([
      expect.objectContaining({
        action: 'create',
        entityType: 'banner',
        entityTitle: 'Hello',
        userRole: 'admin',
        ipAddress: expect.any(String),
      }),
    ]);
    expect(log.summary.byAction.create).toBeGreaterThanOrEqual(2);
    expect((await admin.get('/api/admin/activity-log?search=Rugs')).body.entries).toHaveLength(1);
    expect((await admin.get('/api/admin/outgoing-emails')).body.emails).toEqual([
      expect.objectContaining({ toAddress: 'ana@x.co', subject: 'Reset your Stagehouse password' }),
    ]);
  });
});

describe('admin access', () => {
  it('refuses every back office II call to visitors (401) and listers (403)', async () => {
    const { app } = await setup();
    const lister = await signedInAgent(app, 'ana@x.co');
    const calls = [
      ['get', '/api/admin/feature-toggles'],
      ['post', '/api/admin/toggle-feature'],
      ['get', '/api/admin/settings'],
      ['post', '/api/admin/toggle-data-source'],
      ['post', '/api/admin/toggle-demo-visibility'],
      ['post', '/api/admin/toggle-email-integration'],
      ['post', '/api/admin/toggle-invite-system'],
      ['post', '/api/admin/test-email-connection'],
      ['get', '/api/admin/outgoing-emails'],
      ['get', '/api/admin/banners'],
      ['post', '/api/admin/banners'],
      ['patch', '/api/admin/banners/1'],
      ['delete', '/api/admin/banners/1'],
      ['get', '/api/admin/releases'],
      ['post', '/api/admin/releases'],
      ['patch', '/api/admin/releases/1'],
      ['get', '/api/admin/categories'],
      ['post', '/api/admin/categories'],
      ['patch', '/api/admin/categories/1'],
      ['get', '/api/admin/tags'],
      ['post', '/api/admin/tags'],
      ['patch', '/api/admin/tags/1'],
      ['get', '/api/admin/activity-log'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await request(app.callback())[method](url)).status, `${method} ${url}`).toBe(401);
      expect((await lister[method](url)).status, `${method} ${url}`).toBe(403);
    }
  });
});
