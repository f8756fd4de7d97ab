import type { Middleware } from 'koa';
import { badRequest } from './errors';

/** Whether the request's target parses: Node takes some an URL parser cannot read (an absolute form with a broken host). */
function targetParses(read: () => string): boolean {
  try {
    read();
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses with 400 a request whose target is not a path of this site before anything reads it: one an
 * URL parser cannot read, or one in absolute form (`GET http://evil.example/map`), which only a proxy
 * is sent and which would make the host of the target someone else's to choose.
 */
export const readableTarget: Middleware = async (ctx, next) => {
  if (!ctx.url.startsWith('/')) throw badRequest('The request target must be a path of this site');
  if (!targetParses(() => ctx.path)) throw badRequest('The request target is not a URL');
  await next();
};
