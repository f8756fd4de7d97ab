import type { ParsedUrlQuery } from 'node:querystring';
import querystring from 'node:querystring';
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { Endpoint } from '@stagehouse/shared/endpoint';
import { type AnswerOf, type EndpointName, endpoints } from '@stagehouse/shared/endpoints';
import type { User } from '@stagehouse/shared/user.schema';
import type { z } from 'zod';
import { ZodError } from 'zod';
import type { Db } from '../db/database';
import { apiRouter } from './api-router';
import type { AppState } from './app-state';
import { addEndpoint } from './endpoint-routes';
import { HttpError } from './errors';
import { holdsNul } from './no-nul-text';
import { isAdmin, readsMore } from '../policy';
import { limits } from '@stagehouse/shared/limits';
import { fairReads } from './fair-reads';

type QueryOf<Name extends EndpointName> = (typeof endpoints)[Name] extends { query: infer Query extends z.ZodType }
  ? z.output<Query>
  : object;

export interface ReadInput<Name extends EndpointName> {
  params: Record<string, string | undefined>;
  /** The query, parsed by the endpoint's schema (a bad one is refused with 400 before the read). */
  query: QueryOf<Name>;
  user: User | undefined;
}

/** A public GET endpoint's answer for a path's parameters and query, as seen by `user` (none for a visitor). */
export type PublicRead<Name extends EndpointName> = (db: Db, input: ReadInput<Name>) => Promise<AnswerOf<Name>>;

/** Public reads by their endpoint's name. */
export type PublicReads<Names extends EndpointName = EndpointName> = { [Name in Names]: PublicRead<Name> };

/**
 * Who reads more than a visitor at these parameters: `everyone` reads the same answer, or only the
 * listers of what is read (with admins) read more, whose ids a small query answers.
 */
export type ReadsAsVisitor = 'everyone' | ((db: Db, params: ReadInput<never>['params']) => Promise<readonly number[]>);

/** The listers of what is read; none where the read names nothing that exists (or a bad id). */
async function listersOf(listersOfRead: Exclude<ReadsAsVisitor, 'everyone'>, db: Db, params: ReadInput<never>['params']) {
  try {
    return await listersOfRead(db, params);
  } catch {
    return [];
  }
}

async function runRead(
  name: EndpointName,
  read: PublicRead<never>,
  db: Db,
  params: ReadInput<never>['params'],
  query: ParsedUrlQuery,
  user?: User,
) {
  const endpoint: Endpoint = endpoints[name];
  return (read as PublicRead<EndpointName>)(db, { params, query: endpoint.query ? endpoint.query.parse(query) : {}, user } as never);
}

const entriesOf = (reads: Partial<PublicReads>) => Object.entries(reads) as [EndpointName, PublicRead<never>][];

/**
 * A GET route for each read, behind `middleware`, that answers with the read for whoever asks. A
 * signed-in user whom `asVisitor` says reads what a visitor reads gets the visitor's answer, so the
 * public cache among `middleware` serves them as it serves visitors. Reads the cache does not answer
 * take turns between addresses (`fairReads`).
 */
export function publicRoutes(
  reads: Partial<PublicReads>,
  asVisitor: Partial<Record<EndpointName, ReadsAsVisitor>>,
  ...middleware: RouterMiddleware<AppState>[]
): Router<AppState> {
  const router = apiRouter();
  const inTurn = fairReads({ slots: limits.publicReadsAtOnce, waiting: limits.publicReadsWaiting });
  for (const [name, read] of entriesOf(reads))
    addEndpoint(
      router,
      name,
      async (ctx, next) => {
        const { user, db } = ctx.state;
        const test = asVisitor[name];
        ctx.state.sameForEveryone = test === 'everyone';
        if (typeof test === 'function') ctx.state.listersOfRead = await listersOf(test, db, ctx.params);
        ctx.state.readsAsVisitor =
          user !== undefined &&
          (test === 'everyone' ||
            (typeof test === 'function' && !readsMore({ userId: user.id, admin: isAdmin(user) }, ctx.state.listersOfRead ?? [])));
        await next();
      },
      ...middleware,
      async (ctx) => {
        const viewer = ctx.state.readsAsVisitor ? undefined : ctx.state.user;
        ctx.body = await inTurn(ctx.ip, () => runRead(name, read, ctx.state.db, ctx.params, ctx.query, viewer));
      },
    );
  return router;
}

/** The parameters of `pattern` in `path`, segment by segment as the API's routers match (case and slashes count); null: no match. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (!segment.startsWith(':')) {
      if (segment !== value) return null;
      continue;
    }
    if (value === '') return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/**
 * Reads an API path as a signed-out visitor, by calling its read directly: the answer as JSON would
 * carry it, null where it is a 404, undefined where it is refused (a bad filter or an unknown path).
 * A server fault throws.
 */
export function visitorReader(db: Db, reads: Partial<PublicReads>): (apiPath: string) => Promise<unknown> {
  const routes = entriesOf(reads);
  return async (apiPath) => {
    const url = new URL(apiPath, 'http://localhost');
    for (const [name, read] of routes) {
      const params = matchPattern(endpoints[name].path, url.pathname);
      if (!params) continue;
      const query = querystring.parse(url.search.slice(1));
      // Refused as the API refuses it (noNulText), which a direct read does not pass through.
      if (holdsNul(params) || holdsNul(query)) return undefined;
      try {
        const answer = await runRead(name, read, db, params, query);
        return JSON.parse(JSON.stringify(answer)) as unknown;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        if ((error instanceof HttpError && error.status < 500) || error instanceof ZodError) return undefined;
        throw error;
      }
    }
    return undefined;
  };
}
