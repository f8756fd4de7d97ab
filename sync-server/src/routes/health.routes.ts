import Router from '@koa/router';
import type { Deps } from '../deps';

export const healthRoutes = ({ config }: Deps) =>
  new Router().get('/api/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, version: config.version };
  });
