import type { Middleware } from 'koa';
import type { Endpoint } from '@stagehouse/shared/endpoint';
import { endpoints } from '@stagehouse/shared/endpoints';
import type { AppState } from './app-state';
import { endpointOf } from './endpoint-routes';

/**
 * In tests, every successful answer of an endpoint in the table must match its answer schema (or be
 * 204 No Content where it has none): one that does not fails the request with a 500 that names the
 * endpoint, so every API test checks it.
 */
export const checkedAnswers: Middleware<AppState> = async (ctx, next) => {
  await next();
  const pattern = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if ((ctx.status !== 200 && ctx.status !== 201) || typeof pattern !== 'string') return;
  const name = endpointOf(ctx.method, pattern);
  if (!name) return;
  const endpoint: Endpoint = endpoints[name];
  if (!endpoint.answer) throw new Error(`${ctx.method} ${pattern} answers ${ctx.status} where the table says it answers no content`);
  if (!(endpoint.statuses ?? [200]).includes(ctx.status as 200 | 201))
    throw new Error(`${ctx.method} ${pattern} answers ${ctx.status} where the table says ${(endpoint.statuses ?? [200]).join(' or ')}`);
  if (endpoint.sends) return;
  // The public cache keeps an answer as the JSON it sends.
  const body: unknown = Buffer.isBuffer(ctx.body) ? JSON.parse(ctx.body.toString('utf8')) : ctx.body;
  const checked = endpoint.answer.safeParse(body);
  if (!checked.success) throw new Error(`The answer of ${ctx.method} ${pattern} does not match its schema: ${checked.error.message}`);
};
