import type { Middleware } from 'koa';
import type { Logger } from 'pino';

export const requestLog =
  (log: Logger): Middleware =>
  async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log.info({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
