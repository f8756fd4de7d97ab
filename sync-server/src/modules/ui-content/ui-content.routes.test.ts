import { demoAccounts } from '@stagehouse/shared/demo-accounts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

describe('GET /api/ui-content', () => {
  it('answers the feature switches and whether demo accounts exist', async () => {
    const res = await request((await testApp()).app.callback()).get('/api/ui-content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      banners: [],
      releases: [],
      demoSignIns: [],
      mapTileUrl: null,
      categories: expect.arrayContaining([
        { value: 'seating', name: 'Seating', isActive: true },
        { value: 'tables', name: 'Dining', isActive: true },
      ]),
      tags: expect.arrayContaining([{ id: expect.any(Number), name: 'Modern', group: 'style', isActive: true }]),
      features: {
        demo_furniture: true,
        staging_projects: true,
        map_view: true,
        wishlist: false,
        checkout_booking: false,
        messaging: false,
      },
      invitations: false,
    });
  });

  it('shows a visitor only enabled banners meant for everyone, and only live releases', async () => {
    const { app, db } = await testApp({ SEED_DEMO: '1' });
    const now = new Date().toISOString();
    await db
      .insertInto('banners')
      .values([
        { title: 'Open house weekend', content: 'Forty homes open', type: 'info', enabled: 1, targetAudience: 'all', createdAt: now },
        { title: 'Stager tools', content: 'For stagers', type: 'beta', enabled: 1, targetAudience: 'stagers', createdAt: now },
        { title: 'Old news', content: 'Hidden', type: 'warning', enabled: 0, targetAudience: 'all', createdAt: now },
      ])
      .execute();
    await db
      .insertInto('releases')
      .values([
        {
          version: '1.1.0',
          title: 'Maps',
          features: '["Clustering"]',
          isLive: 1,
          releaseDate: '2026-11-01',
          type: 'minor',
          createdAt: now,
        },
        { version: '1.2.0', title: 'Planned', features: '[]', isLive: 0, releaseDate: '2026-12-01', type: 'minor', createdAt: now },
      ])
      .execute();
    const res = await request(app.callback()).get('/api/ui-content');
    expect(res.body.banners.map((b: { title: string }) => b.title)).toEqual(['Open house weekend']);
    expect(res.body.releases).toEqual([expect.objectContaining({ version: '1.1.0', features: ['Clustering'], isLive: true })]);
    expect([...res.body.demoSignIns].sort()).toEqual(demoAccounts.map((a) => a.email).sort());
  });

  it('stops offering the demo sign-ins a demo reset removed, and keeps the admin one', async () => {
    const { app } = await testApp({ SEED_DEMO: '1' });
    const admin = await signedInAgent(app, 'admin@demo.test', 'admin1234');
    expect((await admin.delete('/api/admin/reset-seed-data')).status).toBe(200);
    const res = await request(app.callback()).get('/api/ui-content');
    expect(res.body.demoSignIns).toEqual(['admin@demo.test']);
  });

  it('names the configured tile server, which the CSP then allows', async () => {
    const { app } = await testApp({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' });
    const res = await request(app.callback()).get('/api/ui-content');
    expect(res.body.mapTileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
    const page = await request(app.callback()).get('/map');
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.org");
  });
});
