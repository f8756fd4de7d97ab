import type { Middleware } from 'koa';
import { forbidden } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a state-changing request sent by a page of another site (a second line after SameSite cookies). */
export const sameOriginWrites =
  (publicUrl: string): Middleware =>
  async (ctx, next) => {
    const origin = ctx.get('origin');
    if (!safeMethods.has(ctx.method) && origin) {
      const allowed = new Set([`${ctx.protocol}://${ctx.host}`, new URL(publicUrl).origin]);
      if (!allowed.has(origin)) throw forbidden('Cross-site request refused');
    }
    await next();
  };
