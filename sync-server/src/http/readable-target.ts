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

/** Refuses with 400 a request whose target cannot be read as a path, before anything reads it. */
export const readableTarget: Middleware = async (ctx, next) => {
  if (!targetParses(() => ctx.path)) throw badRequest('The request target is not a URL');
  await next();
};
