import { describe, expect, it } from 'vitest';
import { endpoints } from '@stagehouse/shared/endpoints';
import { routesOf } from './test/route-world';
import { testApp } from './test/test-app';

/** Routes made before the endpoint table: each moves into it, and out of this list, when its module is next changed. */
const notInTheTableYet = new Set([
  'GET /api/admin/dashboard-stats',
  'GET /api/admin/email-stats',
  'GET /api/admin/furniture-by-zip',
  'GET /api/admin/furniture-by-stager',
  'GET /api/admin/open-houses-by-zip',
  'GET /api/admin/users',
  'POST /api/admin/toggle-verification',
  'POST /api/admin/reset-password',
  'POST /api/admin/update-plan',
  'GET /api/admin/billing',
  'GET /api/admin/activity',
  'GET /api/admin/feature-toggles',
  'POST /api/admin/toggle-feature',
  'GET /api/admin/settings',
  'POST /api/admin/toggle-data-source',
  'POST /api/admin/toggle-demo-visibility',
  'GET /api/admin/demo-data',
  'POST /api/admin/load-seed-data',
  'DELETE /api/admin/reset-seed-data',
  'POST /api/admin/toggle-email-integration',
  'POST /api/admin/toggle-invite-system',
  'POST /api/admin/test-email-connection',
  'GET /api/admin/outgoing-emails',
  'GET /api/admin/banners',
  'POST /api/admin/banners',
  'PATCH /api/admin/banners/:id',
  'DELETE /api/admin/banners/:id',
  'GET /api/admin/releases',
  'POST /api/admin/releases',
  'PATCH /api/admin/releases/:id',
  'GET /api/admin/categories',
  'POST /api/admin/categories',
  'PATCH /api/admin/categories/:id',
  'GET /api/admin/tags',
  'POST /api/admin/tags',
  'PATCH /api/admin/tags/:id',
  'GET /api/admin/activity-log',
  'GET /api/admin/furniture-listings',
  'POST /api/admin/furniture-listings',
  'GET /api/admin/identifiers',
  'GET /api/admin/furniture-listings/bulk-imports',
  'POST /api/admin/furniture-listings/bulk-upload',
  'GET /api/admin/furniture-listings/bulk-import/:id',
  'POST /api/admin/furniture-listings/bulk-import/:id/confirm',
  'POST /api/admin/furniture-listings/bulk-import/:id/cancel',
  'POST /api/admin/toggle-beta',
  'POST /api/admin/furniture-listings/bulk-import-manual',
  'GET /api/admin/furniture-images',
  'POST /api/admin/furniture-images/bulk-delete',
  'PATCH /api/admin/furniture-images/:id',
  'DELETE /api/admin/furniture-images/:id',
  'PATCH /api/admin/furniture-listings/:id',
  'DELETE /api/admin/furniture-listings/:id',
]);

describe('the endpoint table', () => {
  it('is what the server routes: every endpoint registered, and no other route but those not moved yet', async () => {
    const { routers } = await testApp();
    const routes = routesOf(routers).map(({ method, path }) => `${method} ${path}`);
    const declared = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(declared.filter((endpoint) => !routes.includes(endpoint))).toEqual([]);
    expect(routes.filter((route) => !declared.includes(route) && !notInTheTableYet.has(route))).toEqual([]);
    // The list only shrinks: a route moved into the table, or gone, leaves it.
    expect([...notInTheTableYet].filter((route) => declared.includes(route) || !routes.includes(route))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
