import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@stagehouse/shared/endpoint';
import { endpoints } from '@stagehouse/shared/endpoints';
import { routesOf } from './test/route-world';
import { testApp } from './test/test-app';
import { writeOf } from './http/write-routes';

const keyOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the endpoint table', () => {
  it('is exactly what the server routes, each endpoint once, the back office on the admin router', async () => {
    const { routers } = await testApp();
    const [, admin] = routers;
    const declared: Endpoint[] = Object.values(endpoints);
    expect(routesOf(routers).map(keyOf).sort()).toEqual(declared.map(keyOf).sort());
    expect(new Set(declared.map(keyOf)).size).toBe(declared.length);
    // The admin router lets only admins through, first: an admin endpoint elsewhere would rely on its own guard.
    expect(routesOf([admin!]).map(keyOf).sort()).toEqual(
      declared
        .filter((e) => e.access === 'admin')
        .map(keyOf)
        .sort(),
    );
  });

  it('lets every site write that takes an Idempotency-Key come queued in a batch, and no other route', async () => {
    const [site] = (await testApp()).routers;
    const declared: Endpoint[] = Object.values(endpoints);
    const keyed = declared.filter((e) => e.access !== 'admin' && e.headers?.includes('Idempotency-Key')).map(keyOf);
    const queueable = site!.stack
      .filter((layer) => writeOf(layer.stack.at(-1)))
      .flatMap((layer) => layer.methods.map((method) => keyOf({ method, path: layer.path as string })));
    expect(queueable.sort()).toEqual(keyed.sort());
  });
});
