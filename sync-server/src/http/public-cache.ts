import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { isReplay } from './poke-on-write';
import type { AppState } from './app-state';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  etag: string;
  body: Buffer;
  type: string;
}

/** A page rendered for visitors: its status and its HTML. */
export interface RenderedHtml {
  status: number;
  html: string;
}

const entryOf = (body: Buffer, type: string): Entry => ({ body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

/**
 * Answers of public reads, and the pages rendered for visitors, kept in memory and answered with
 * ETag/304 until any write succeeds. Signed-in readers bypass the API answers, since some (buyer
 * details) depend on who asks. It holds at most `maxBytes`, oldest out first: any query string
 * makes a new entry, so its size is what bounds it.
 */
export const createPublicCache = (sessionCookie: string, maxBytes = 32 * 1024 * 1024) => {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A write moves the generation on: an answer built while a write landed is not kept.
  let generation = 0;
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
      generation += 1;
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
      const builtIn = generation;
      await next();
      if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
      entry = entryOf(Buffer.from(JSON.stringify(ctx.body)), 'application/json');
      keep(key, entry, builtIn);
    }
    send(ctx, entry);
  };

  /**
   * Answers a page the way `render` draws it for a signed-out visitor, the same whoever asks, kept until
   * the next write; false where `render` has no page for the URL.
   */
  const page = async (ctx: Context, render: (url: string) => Promise<RenderedHtml | null>): Promise<boolean> => {
    const key = `page ${ctx.url}`;
    let entry = entries.get(key);
    if (!entry) {
      const builtIn = generation;
      const rendered = await render(ctx.url);
      if (!rendered) return false;
      entry = entryOf(Buffer.from(rendered.html), 'text/html; charset=utf-8');
      if (rendered.status !== 200) {
        ctx.status = rendered.status;
        ctx.set('Cache-Control', 'no-cache');
        ctx.type = entry.type;
        ctx.body = entry.body;
        return true;
      }
      keep(key, entry, builtIn);
    }
    send(ctx, entry);
    return true;
  };

  return { cached, invalidateOnWrite, serveAnonymousHit, page };
};
