import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { isReplay } from './poke-on-write';
import type { AppState } from './app-state';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  etag: string;
  body: Buffer;
}

/**
 * Answers of public reads kept in memory and answered with ETag/304, until any write succeeds.
 * Signed-in readers bypass it, since some answers (buyer details) depend on who asks. It holds at
 * most `maxBytes`, oldest out first: any query string makes a new entry, so its size is what bounds it.
 */
export const createPublicCache = (sessionCookie: string, maxBytes = 32 * 1024 * 1024) => {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const keep = (key: string, entry: Entry) => {
    if (entry.body.length > maxBytes / 4) return;
    while (bytes + entry.body.length > maxBytes) {
      const [oldest, old] = entries.entries().next().value as [string, Entry];
      entries.delete(oldest);
      bytes -= old.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
  };

  const send = (ctx: Parameters<Middleware>[0], entry: Entry) => {
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = entry.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = entry.body;
  };

  /** Early in the chain: a visitor with no session gets a cached answer without the rest of the stack. */
  const serveAnonymousHit: Middleware = async (ctx, next) => {
    const entry = ctx.method === 'GET' && !ctx.get('cookie').includes(sessionCookie) ? entries.get(ctx.url) : undefined;
    if (entry) send(ctx, entry);
    else await next();
  };

  const invalidateOnWrite: Middleware = async (ctx, next) => {
    await next();
    if (!safeMethods.has(ctx.method) && ctx.status < 400 && !(ctx.state as { privateWrite?: boolean }).privateWrite && !isReplay(ctx)) {
      entries.clear();
      bytes = 0;
    }
  };

  const cached: Middleware<AppState> = async (ctx, next) => {
    if (ctx.state.user) {
      await next();
      return;
    }
    const key = ctx.url;
    let entry = entries.get(key);
    if (!entry) {
      await next();
      if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
      const body = Buffer.from(JSON.stringify(ctx.body));
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      keep(key, entry);
    }
    send(ctx, entry);
  };

  return { cached, invalidateOnWrite, serveAnonymousHit };
};
