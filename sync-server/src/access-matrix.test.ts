import { describe, expect, it } from 'vitest';
import type { Access, Endpoint } from '@stagehouse/shared/endpoint';
import { endpoints } from '@stagehouse/shared/endpoints';
import { type Role, routesOf, routeWorld } from './test/route-world';
import { testApp } from './test/test-app';

const declared: Endpoint[] = Object.values(endpoints);
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** Who may call each route, as the endpoint table declares it. */
const access: Record<string, Access> = Object.fromEntries(declared.map((endpoint) => [keyOf(endpoint), endpoint.access]));

/** Routes that answer a stream of server-sent events. */
const streams = new Set(declared.filter((endpoint) => endpoint.sends === 'events').map(keyOf));

/** The owner and the admin go last, so that a write they are allowed to make cannot hide a refusal of the others. */
const roles: Role[] = ['signed out', 'buyer', 'realtor', 'another owner', 'owner', 'admin'];

const allowed = (level: Access, role: Role): boolean => {
  if (level === 'public') return true;
  if (role === 'signed out') return false;
  if (level === 'signedIn') return true;
  if (level === 'lister') return role !== 'buyer';
  if (level === 'admin') return role === 'admin';
  if (level === 'uploader') return role === 'owner';
  return role === 'owner' || role === 'admin';
};

const refusal = (level: Access, role: Role) =>
  role === 'signed out' ? [401] : level === 'owner' || level === 'uploader' ? [403, 404] : [403];

/**
 * A route's path spelled the ways an attacker would try (case, slashes, percent-encoding): none may
 * reach the route; each names no route (404), or another route's path without this method (405).
 */
const oddSpellings = (path: string): string[] => {
  const [, , first = '', ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const lastStatic = rest.findLastIndex((segment) => !segment.startsWith(':'));
  const capitalised = rest.map((segment, i) => (i === lastStatic ? segment.charAt(0).toUpperCase() + segment.slice(1) : segment));
  return [
    `/api/${first.charAt(0).toUpperCase()}${first.slice(1)}${tail}`,
    `/API/${first}${tail}`,
    `${path}/`,
    `/api//${first}${tail}`,
    `//api/${first}${tail}`,
    `/api/%${first.charCodeAt(0).toString(16)}${first.slice(1)}${tail}`,
    `/api/${first}/${capitalised.join('/')}`,
  ].filter((spelling, i, all) => spelling !== path && all.indexOf(spelling) === i);
};

describe('access matrix, generated from the routers', () => {
  it('names every served route, and serves every named one', async () => {
    const { routers } = await testApp();
    const served = routesOf(routers).map((r) => `${r.method} ${r.path}`);
    expect(
      served.filter((route) => !(route in access)),
      'routes without an access entry',
    ).toEqual([]);
    expect(
      Object.keys(access).filter((route) => !served.includes(route)),
      'entries of no route',
    ).toEqual([]);
  });

  it('answers every route to each role as its access says, and no odd spelling of its path reaches it', { timeout: 120_000 }, async () => {
    const { routers, agents, params, signIn } = await routeWorld();
    const failures: string[] = [];
    for (const { method, path } of routesOf(routers)) {
      const level = access[`${method} ${path}`]!;
      for (const role of roles) {
        const agent = agents.get(role)!;
        const send = (target: string) => {
          const req = agent[method.toLowerCase() as 'get'](target).set('Content-Type', 'application/json');
          // An event stream never ends: its status is all that counts, then it is closed.
          if (streams.has(`${method} ${path}`)) {
            req.buffer(true).parse((res, done) => {
              const stream = res as unknown as NodeJS.ReadableStream & { destroy(): void };
              stream.once('data', () => {
                stream.destroy();
                done(null, '');
              });
              stream.once('end', () => done(null, ''));
            });
          }
          return req.send(method === 'GET' ? undefined : '{}');
        };
        for (const spelling of oddSpellings(path)) {
          const odd = await send(await params(spelling));
          if (![404, 405].includes(odd.status)) failures.push(`${role} ${method} ${spelling}: ${odd.status} (expected 404 or 405)`);
        }
        const url = await params(path);
        const res = await send(url);
        const ok = allowed(level, role);
        if (ok && [401, 403].includes(res.status)) failures.push(`${role} ${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
        if (!ok && !refusal(level, role).includes(res.status))
          failures.push(`${role} ${method} ${url}: ${res.status} (expected ${refusal(level, role).join(' or ')})`);
        if (path === '/api/auth/logout' && role !== 'signed out') await signIn(role);
      }
    }
    expect(failures).toEqual([]);
  });
});
