import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { ErrorBody } from '@stagehouse/shared/error.schema';
import { TransactionTimeLimitError } from '../db/transaction';
import { HttpError } from './errors';

/** A write that breaks a constraint the checks before it missed: a reference to nothing, or a duplicate. */
const clientFault = (error: unknown): { status: number; message: string } | null => {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { status: 400, message: 'This refers to something that does not exist' };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { status: 409, message: 'This already exists' };
  return null;
};

const statusMessages: Record<number, string> = {
  400: 'Bad request',
  401: 'Please sign in',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body too large',
  415: 'Unsupported media type',
};

interface KoaLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/** First middleware: every error becomes JSON `{ message, issues? }` with the right status, never a stack. */
export const errorHandler =
  (log: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error: unknown) {
      let status = 500;
      let body: ErrorBody & Record<string, unknown> = { message: 'Something went wrong. Please try again.' };
      const fault = clientFault(error);
      if (fault) {
        status = fault.status;
        body = { message: fault.message };
      } else if (error instanceof TransactionTimeLimitError) {
        status = 503;
        body = { message: 'The server is busy. Please try again.' };
        ctx.set('Retry-After', '1');
      } else if (error instanceof HttpError) {
        status = error.status;
        body = { ...error.body, message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
      } else if (error instanceof ZodError) {
        status = 400;
        const issues = error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message }));
        body = { message: issues[0]?.message ?? 'Invalid request', issues };
      } else {
        const e = (error ?? {}) as KoaLikeError;
        const clientStatus = e.status ?? e.statusCode;
        if (clientStatus !== undefined && clientStatus >= 400 && clientStatus < 500) {
          status = clientStatus;
          body = { message: e.expose && e.message ? e.message : (statusMessages[clientStatus] ?? 'Bad request') };
        }
      }
      if (status >= 500) log.error({ err: error, method: ctx.method, url: ctx.url }, 'request failed');
      ctx.status = status;
      ctx.body = body;
    }
  };
