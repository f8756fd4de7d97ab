import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isApiPath } from './api-router';

const yearSeconds = 365 * 24 * 60 * 60;
const neverCached = new Set(['/index.html', '/sw.js']);

const cacheControlFor = (file: string): string => {
  const name = `/${path.basename(file)}`;
  if (neverCached.has(name)) return 'no-cache';
  if (file.includes(`${path.sep}assets${path.sep}`)) return `public, max-age=${yearSeconds}, immutable`;
  return 'public, max-age=3600';
};

const wantsPage = (accept: string | undefined) => accept === undefined || accept.includes('text/html') || accept.includes('*/*');

/**
 * Serves the built PWA: hashed assets for a year, index.html and sw.js always revalidated,
 * and index.html for any other non-API path so that the client router takes over.
 */
export const staticFiles =
  (root: string): Middleware =>
  async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    const options = { root, index: 'index.html', brotli: true, gzip: true, setHeaders: (res: { setHeader(name: string, value: string): void }, file: string) => res.setHeader('Cache-Control', cacheControlFor(file)) };
    try {
      await send(ctx, ctx.path, options);
      return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400) throw error;
    }
    if (path.extname(ctx.path) !== '' || !wantsPage(ctx.get('accept') || undefined)) {
      await next();
      return;
    }
    await send(ctx, 'index.html', options);
  };
