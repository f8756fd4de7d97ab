import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { type EndpointName, endpoints } from '@stagehouse/shared/endpoints';
import type { AppState } from './app-state';

const methods = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** Registers an endpoint of the table on `router`, at its method and path. */
export function addEndpoint(router: Router<AppState>, name: EndpointName, ...handlers: RouterMiddleware<AppState>[]): Router<AppState> {
  const { method, path } = endpoints[name];
  return router[methods[method]](path, ...handlers);
}

/** The endpoint a matched route is, by its method and route pattern; undefined for one not in the table yet. */
export function endpointOf(method: string, pattern: string): EndpointName | undefined {
  return (Object.keys(endpoints) as EndpointName[]).find((name) => endpoints[name].method === method && endpoints[name].path === pattern);
}
