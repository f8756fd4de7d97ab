import { apiRoutes } from '@stagehouse/shared/api-paths';
import { describe, expect, it } from 'vitest';
import { routesOf } from './test/route-world';
import { testApp } from './test/test-app';

type Routes = { readonly [key: string]: string | Routes };
const patternsOf = (routes: Routes): string[] =>
  Object.values(routes).flatMap((entry) => (typeof entry === 'string' ? [entry] : patternsOf(entry)));

describe('the API contract, checked against the routers', () => {
  it('serves every path of the shared table, and no path the table lacks', async () => {
    const { routers } = await testApp();
    const served = routesOf(routers);
    const patterns = patternsOf(apiRoutes);
    expect(
      served.filter(({ path }) => !patterns.includes(path)).map(({ method, path }) => `${method} ${path}`),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      patterns.filter((pattern) => !served.some(({ path }) => path === pattern)),
      'table entries no route serves',
    ).toEqual([]);
  });

  it('names each path once', () => {
    const patterns = patternsOf(apiRoutes);
    expect(patterns.filter((pattern, i) => patterns.indexOf(pattern) !== i)).toEqual([]);
  });
});
