import type { Middleware } from 'koa';
import { badRequest, nulMessage } from './errors';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes('\0') || holdsNul(v));
  return false;
}

function decodes(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Refuses a NUL character in the path, the query or a JSON body, on either database: PostgreSQL
 * cannot store one in text, and no one types one.
 */
export const noNulText: Middleware = async (ctx, next) => {
  if (decodes(ctx.path).includes('\0') || decodes(ctx.querystring).includes('\0') || holdsNul(ctx.request.body))
    throw badRequest(nulMessage);
  await next();
};
