import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { PublicVersion } from '../infra/public-version';
import { changedSomething } from './poke-on-write';
import type { AppState } from './app-state';
import type { KnownReaders } from './known-readers';
import { readsMore } from '../policy';

interface Entry {
  etag: string;
  body: Buffer;
  type: string;
  /** The same answer for every reader, signed in or not (the map list): served before the session is even read. */
  everyone?: boolean;
  /** The listers of what the answer is about, who (with admins) read more of it than a visitor. */
  listerIds?: readonly number[];
}

/** A page rendered for visitors: its status and its HTML. */
export interface RenderedHtml {
  status: number;
  html: string;
}

const minuteOf = (time: number) => Math.floor(time / 60_000);

const entryOf = (body: Buffer, type: string): Entry => ({ body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

/**
 * Answers of public reads, and the pages rendered for visitors, kept in memory and answered with
 * ETag/304 until any write succeeds, in this process or another that shares `version`, and for a
 * minute at most: what time alone changes (a pickup window that ends, a day that ends where a house
 * stands) shows within a minute. A signed-in
 * reader is served them only when the read says they see what a visitor sees: a lister sees buyer
 * details of their own house, an admin everyone's. It holds at most
 * `maxBytes`, oldest out first: any query string makes a new entry, so its size is what bounds it.
 */
export function createPublicCache(sessionCookie: string, version: PublicVersion, readers: KnownReaders, maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // The version the entries were built at: an answer built while a write landed is not kept.
  let generation = 0;
  let minute = minuteOf(Date.now());
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  /** The current version; entries of an earlier one are dropped. */
  const sync = async () => {
    const current = await version.current();
    const now = minuteOf(Date.now());
    if (current !== generation || now !== minute) {
      clear();
      generation = current;
      minute = now;
    }
    return current;
  };
  const keep = (key: string, entry: Entry, builtIn: number) => {
    if (builtIn !== generation || entry.body.length > maxBytes / 4) return;
    while (bytes + entry.body.length > maxBytes) {
      const [oldest, old] = entries.entries().next().value as [string, Entry];
      entries.delete(oldest);
      bytes -= old.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  };

  const send = (ctx: Context, entry: Entry) => {
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = entry.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = entry.type;
    ctx.body = entry.body;
  };

  /** Whether a signed-in reader known from an earlier request (by their signed session cookie) reads what a visitor reads of `entry`. */
  const readsAsVisitor = (ctx: Context, entry: Entry): boolean => {
    if (entry.listerIds === undefined) return false;
    const sessionKey = ctx.cookies.get(sessionCookie, { signed: true });
    const reader = sessionKey ? readers.of(sessionKey) : undefined;
    return reader !== undefined && !readsMore(reader, entry.listerIds);
  };

  /**
   * Early in the chain: a visitor with no session gets a cached answer without the rest of the stack,
   * and so does anyone for an answer that is the same for every reader, and a known signed-in reader
   * for an answer of which they read what a visitor reads.
   */
  const serveAnonymousHit: Middleware = async (ctx, next) => {
    const kept = ctx.method === 'GET' ? entries.get(ctx.url) : undefined;
    const candidate =
      kept !== undefined && (kept.everyone === true || !ctx.get('cookie').includes(sessionCookie) || readsAsVisitor(ctx, kept));
    const entry = candidate ? (await sync(), entries.get(ctx.url)) : undefined;
    if (entry) send(ctx, entry);
    else await next();
  };

  /** Something buyers see changed (a write, or a hold that ran out): nothing kept is kept any more, here or in other processes. */
  const invalidate = async () => {
    clear();
    await version.moveOn();
  };

  const invalidateOnWrite: Middleware = async (ctx, next) => {
    await next();
    if (changedSomething(ctx) && !(ctx.state as AppState).privateWrite) await invalidate();
  };

  const cached: Middleware<AppState> = async (ctx, next) => {
    if (ctx.state.user && !ctx.state.readsAsVisitor) {
      await next();
      return;
    }
    const key = ctx.url;
    const builtIn = await sync();
    let entry = entries.get(key);
    if (!entry) {
      await next();
      if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
      entry = {
        ...entryOf(Buffer.from(JSON.stringify(ctx.body)), 'application/json'),
        everyone: ctx.state.sameForEveryone === true,
        listerIds: ctx.state.listersOfRead,
      };
      keep(key, entry, builtIn);
    }
    send(ctx, entry);
  };

  /**
   * Answers the page `key` the way `draw` draws it for a signed-out visitor, the same whoever asks; a
   * page that may be kept is kept until the next write. False where `draw` gives no page.
   */
  const page = async (ctx: Context, key: string, keepIt: boolean, draw: () => Promise<RenderedHtml | null>): Promise<boolean> => {
    const builtIn = await sync();
    let entry = entries.get(`page ${key}`);
    if (!entry) {
      const drawn = await draw();
      if (!drawn) return false;
      entry = entryOf(Buffer.from(drawn.html), 'text/html; charset=utf-8');
      if (drawn.status !== 200) {
        ctx.status = drawn.status;
        ctx.set('Cache-Control', 'no-cache');
        ctx.type = entry.type;
        ctx.body = entry.body;
        return true;
      }
      if (keepIt) keep(`page ${key}`, entry, builtIn);
    }
    send(ctx, entry);
    return true;
  };

  return { cached, invalidateOnWrite, serveAnonymousHit, page, invalidate };
}
