import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { Endpoint } from '@stagehouse/shared/endpoint';
import { type EndpointName, endpoints } from '@stagehouse/shared/endpoints';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import type { AppState } from './app-state';
import { addEndpoint } from './endpoint-routes';
import { runOnce } from './idempotency';

/** What a write is given, whether it came as its own request or queued in a batch. */
export interface WriteInput {
  /** The write's transaction. */
  db: Db;
  user: User | undefined;
  params: Record<string, string>;
  body: unknown;
  ip: string;
  /** The If-Match header, '' without one. */
  ifMatch: string;
  /** A signed-out buyer's X-Request-Token, '' without one. */
  requestToken: string;
}

/** What a write answers: 200 with a body or 204 without one, unless it says otherwise. */
export interface WriteAnswer {
  status?: 200 | 201 | 204;
  body?: unknown;
  /** The version of the record it answers, sent as its ETag. */
  version?: number;
  /** Fields of the body sent in this answer only, never kept with its Idempotency-Key (a token the server made): a replay answers `body` alone. */
  once?: Record<string, unknown>;
}

/**
 * A write that may come queued in a batch: checks that throw before anything is written (a guard),
 * whether only the writer's own apps need to hear of it, and the write itself.
 */
export interface Write {
  guards?: ((input: WriteInput) => void | Promise<void>)[];
  privateWrite?: boolean;
  run: (input: WriteInput) => Promise<WriteAnswer>;
}

/** The Idempotency-Key of a write and what it is written to; the key is '' when none was sent. */
export interface WriteCall {
  key: string;
  method: string;
  path: string;
}

/** A write's answer: its status, body and ETag version, and whether it was an earlier answer replayed. */
export interface WriteDone {
  status: number;
  body: unknown;
  version?: number;
  replayed: boolean;
}

const writeOfRoute = new WeakMap<RouterMiddleware<AppState>, Write>();

/** Runs a write's guards, then the write, once per Idempotency-Key. */
export async function runWrite(write: Write, input: WriteInput, call: WriteCall): Promise<WriteDone> {
  for (const guard of write.guards ?? []) await guard(input);
  let version: number | undefined;
  let once: Record<string, unknown> | undefined;
  const run = async (db: Db) => {
    const answer = await write.run({ ...input, db });
    ({ version, once } = answer);
    return { status: answer.status ?? (answer.body === undefined ? 204 : 200), body: answer.body };
  };
  const answer = call.key
    ? await runOnce(input.db, { user: input.user, ip: input.ip, body: input.body, ...call }, run)
    : { ...(await run(input.db)), replayed: false };
  const body = once && !answer.replayed ? { ...(answer.body as object), ...once } : answer.body;
  return { ...answer, body, version };
}

/**
 * Registers a write of the table on `router`. Only an endpoint that takes an Idempotency-Key may be
 * one, since a batch sends each write with its key.
 */
export function addWrite(router: Router<AppState>, name: EndpointName, write: Write): Router<AppState> {
  const endpoint: Endpoint = endpoints[name];
  if (!endpoint.headers?.includes('Idempotency-Key')) throw new Error(`${name} takes no Idempotency-Key, so it cannot come queued`);
  const route: RouterMiddleware<AppState> = async (ctx) => {
    if (write.privateWrite) ctx.state.privateWrite = true;
    const input = {
      db: ctx.state.db,
      user: ctx.state.user,
      params: ctx.params,
      body: ctx.request.body,
      ip: ctx.ip,
      ifMatch: ctx.get('if-match'),
      requestToken: ctx.get('x-request-token'),
    };
    const call = { key: ctx.get('idempotency-key'), method: ctx.method, path: ctx.path };
    const done = await runWrite(write, input, call);
    ctx.status = done.status;
    if (done.body !== undefined) ctx.body = done.body;
    if (done.version !== undefined) ctx.set('ETag', `"${done.version}"`);
    if (done.replayed) ctx.set('Idempotent-Replayed', 'true');
  };
  writeOfRoute.set(route, write);
  return addEndpoint(router, name, route);
}

/** The write a route registered by `addWrite` runs; undefined for any other route. */
export const writeOf = (route: RouterMiddleware<AppState> | undefined) => (route ? writeOfRoute.get(route) : undefined);
