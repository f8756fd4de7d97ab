import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { isApiPath } from './api-router';

const yearSeconds = 365 * 24 * 60 * 60;
const neverCached = new Set(['/index.html', '/sw.js']);

function cacheControlFor(file: string): string {
  const name = `/${path.basename(file)}`;
  if (neverCached.has(name)) return 'no-cache';
  if (file.includes(`${path.sep}assets${path.sep}`)) return `public, max-age=${yearSeconds}, immutable`;
  return 'public, max-age=3600';
}

const wantsPage = (accept: string | undefined) => accept === undefined || accept.includes('text/html') || accept.includes('*/*');

/**
 * Serves the built PWA: hashed assets for a year, index.html and sw.js always revalidated; any other
 * non-API path is a page: drawn by `page` where it can (true when it answered), else index.html, and the client router takes over.
 */
export const staticFiles =
  (root: string, page?: (ctx: Context) => Promise<boolean>): Middleware =>
  async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    const options = {
      root,
      brotli: true,
      gzip: true,
      setHeaders: (res: { setHeader(name: string, value: string): void }, file: string) =>
        res.setHeader('Cache-Control', cacheControlFor(file)),
    };
    // A folder ("/" above all) is a page, never the index.html file itself.
    if (!ctx.path.endsWith('/')) {
      try {
        await send(ctx, ctx.path, options);
        return;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status !== 404 && status !== 400) throw error;
      }
    }
    if (path.extname(ctx.path) !== '' || !wantsPage(ctx.get('accept') || undefined)) {
      await next();
      return;
    }
    if (await page?.(ctx)) return;
    await send(ctx, 'index.html', options);
  };
