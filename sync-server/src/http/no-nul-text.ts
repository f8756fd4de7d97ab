import type { Middleware } from 'koa';
import { badRequest, nulMessage } from './errors';

/** Whether a value holds a NUL character, walked without recursion: a body nested thousands deep must not overflow the stack. */
export function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (Array.isArray(value)) {
      // One at a time: spreading an array of a few hundred thousand values overflows the stack.
      for (const item of value as unknown[]) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

function decodes(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a path holds a NUL character as its routes read it, decoded. */
export const pathHoldsNul = (path: string) => decodes(path).includes('\0');

/**
 * Refuses a NUL character in the path, the query (as the routes read it: a malformed escape beside
 * `%00` still decodes it) or a JSON body, on either database: PostgreSQL cannot store one, and no
 * one types one.
 */
export const noNulText: Middleware = async (ctx, next) => {
  if (pathHoldsNul(ctx.path) || holdsNul(ctx.query) || holdsNul(ctx.request.body)) throw badRequest(nulMessage);
  await next();
};
