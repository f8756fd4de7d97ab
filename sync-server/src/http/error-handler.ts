import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import type { ErrorBody } from '@stagehouse/shared/error.schema';
import { errorTexts } from '@stagehouse/shared/messages';
import { databaseBusy, databaseFault, databaseUnreachable, diskFull } from '../db/database-faults';
import { TransactionTimeLimitError } from '../db/transaction';
import { HttpError, nulMessage } from './errors';

/** A write that breaks a constraint the checks before it missed: a reference to nothing, or a duplicate. */
function clientFault(error: unknown): { status: number; message: string } | null {
  const code = (error as { code?: unknown } | null)?.code;
  // SQLite's codes, then PostgreSQL's SQLSTATEs for the same faults.
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503')
    return { status: 400, message: 'This refers to something that does not exist' };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505')
    return { status: 409, message: 'This already exists' };
  // Text PostgreSQL cannot store (a NUL that came by a way the request checks do not read, such as a form field).
  if (code === '22021' || code === '22P05') return { status: 400, message: nulMessage };
  if (code === '22003') return { status: 400, message: 'A number is out of range' };
  return null;
}

/** What a write that found the disk full is told. */
export const diskFullMessage = "The server's disk is full. Your change was not saved; please try again later.";

const databaseUnreachableMessage = 'The server cannot reach its database right now. Please try again in a moment.';

/**
 * Logs a failed request: a database fault, or too much of some work under way (503 with Retry-After),
 * as a warning naming the cause; any other server fault as an error.
 */
export function logFailure(log: Logger, error: unknown, status: number, request: { method: string; url: string }, failed: string): void {
  const fault = databaseFault(error);
  if (fault === 'the disk is full') log.warn({ err: error, ...request }, 'the disk is full: the request was not saved');
  else if (fault) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const cause = [code, message].filter((part) => typeof part === 'string').join(': ');
    log.warn({ ...request, cause }, `${fault}: answered ${status}`);
  } else if (status >= 500 && error instanceof HttpError && error.retryAfter !== undefined)
    log.warn({ ...request, cause: error.message }, `busy: answered ${status}`);
  else if (status >= 500) log.error({ err: error, ...request }, failed);
}

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

/** The answer an error gives: its status and JSON body (never a stack), and for a busy server when to try again. */
export function errorAnswer(error: unknown): { status: number; body: ErrorBody & Record<string, unknown>; retryAfter?: string } {
  const fault = clientFault(error);
  if (fault) return { status: fault.status, body: { message: fault.message } };
  if (diskFull(error)) return { status: 507, body: { message: diskFullMessage } };
  if (databaseUnreachable(error)) return { status: 503, body: { message: databaseUnreachableMessage }, retryAfter: '2' };
  if (error instanceof TransactionTimeLimitError || databaseBusy(error))
    return { status: 503, body: { message: 'The server is busy. Please try again.' }, retryAfter: '1' };
  if (error instanceof HttpError)
    return {
      status: error.status,
      body: { ...error.body, message: error.message, ...(error.issues ? { issues: error.issues } : {}) },
      ...(error.retryAfter === undefined ? {} : { retryAfter: String(error.retryAfter) }),
    };
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message }));
    return { status: 400, body: { message: issues[0]?.message ?? 'Invalid request', issues } };
  }
  const e = (error ?? {}) as KoaLikeError;
  const clientStatus = e.status ?? e.statusCode;
  if (clientStatus !== undefined && clientStatus >= 400 && clientStatus < 500) {
    return { status: clientStatus, body: { message: e.expose && e.message ? e.message : (statusMessages[clientStatus] ?? 'Bad request') } };
  }
  return { status: 500, body: { message: errorTexts.fallback } };
}

/** First middleware: every error becomes JSON `{ message, issues? }` with the right status, never a stack. */
export const errorHandler =
  (log: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error: unknown) {
      const answer = errorAnswer(error);
      logFailure(log, error, answer.status, { method: ctx.method, url: ctx.url }, 'request failed');
      if (answer.retryAfter) ctx.set('Retry-After', answer.retryAfter);
      ctx.status = answer.status;
      ctx.body = answer.body;
    }
  };
