import { describe, expect, it } from 'vitest';
import { apiPaths, pathFor } from './api-paths';

describe('pathFor', () => {
  it('fills every parameter of a pattern, percent-encoded', () => {
    expect(pathFor('/api/things/:id/parts/:part', { id: 'a b/c', part: 7 })).toBe('/api/things/a%20b%2Fc/parts/7');
  });
});

describe('apiPaths', () => {
  it('builds the URLs the server routes, ids encoded', () => {
    expect(apiPaths.openHouse(12)).toBe('/api/open-house/12');
    expect(apiPaths.favorite('3f2b1c4e-8d9a-4b7c-9e1f-0a2b3c4d5e6f')).toBe('/api/favorites/3f2b1c4e-8d9a-4b7c-9e1f-0a2b3c4d5e6f');
    expect(apiPaths.requestAction('r/1', 'counter')).toBe('/api/requests/r%2F1/counter');
    expect(apiPaths.admin.bulkConfirm(4)).toBe('/api/admin/furniture-listings/bulk-import/4/confirm');
    expect(apiPaths.mls('12 345')).toBe('/api/mls/12%20345');
  });

  it('keeps paths without parameters as they are', () => {
    expect(apiPaths.session).toBe('/api/auth/session');
    expect(apiPaths.admin.users).toBe('/api/admin/users');
  });
});
