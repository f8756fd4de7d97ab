import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from './app-state';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  etag: string;
  body: Buffer;
}

/**
 * Answers of public reads kept in memory and answered with ETag/304, until any write succeeds.
 * Signed-in readers bypass it, since some answers (buyer details) depend on who asks.
 */
export const createPublicCache = (sessionCookie: string, maxEntries = 500) => {
  const entries = new Map<string, Entry>();

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
    if (!safeMethods.has(ctx.method) && ctx.status < 400) entries.clear();
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
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    send(ctx, entry);
  };

  return { cached, invalidateOnWrite, serveAnonymousHit };
};
