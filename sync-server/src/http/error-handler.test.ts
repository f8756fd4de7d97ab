import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diskFullMessage, errorHandler } from './error-handler';
import { conflict } from './errors';

const appThrowing = (error: unknown, log = pino({ level: 'silent' })) => {
  const app = new Koa();
  app.use(errorHandler(log));
  app.use(() => {
    throw error;
  });
  return app.callback();
};

describe('errorHandler', () => {
  it('hides an unexpected error behind a 500 with no stack or detail', async () => {
    const res = await request(appThrowing(new Error('database file /secret/path is locked'))).get('/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong. Please try again.' });
  });

  it('turns a schema failure into 400 with the issues', async () => {
    const parsed = z.object({ email: z.email('Invalid email address') }).safeParse({ email: 'x' });
    const res = await request(appThrowing(parsed.error)).get('/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid email address', issues: [{ path: ['email'], message: 'Invalid email address' }] });
  });

  it('keeps the status and message of a typed error', async () => {
    const res = await request(appThrowing(conflict('An account with this email already exists'))).get('/');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
  });

  it('answers 507 when the disk is full, and logs it as a warning that names the cause', async () => {
    // Writing to /dev/full fails as a file write on a full disk does.
    const enospc = (() => {
      try {
        fs.writeFileSync('/dev/full', 'x');
      } catch (error) {
        return error;
      }
      throw new Error('/dev/full took a write');
    })();
    const full = [
      new SqliteDatabase.SqliteError('database or disk is full', 'SQLITE_FULL'),
      new SqliteDatabase.SqliteError('disk I/O error: No space left on device', 'SQLITE_IOERR_WRITE'),
      enospc,
      Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), { code: '53100' }),
    ];
    for (const error of full) {
      const lines: { level: number; msg: string; err?: { message: string } }[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
      const res = await request(appThrowing(error, log)).post('/');
      expect(res.status, String(error)).toBe(507);
      expect(res.body).toEqual({ message: diskFullMessage });
      expect(lines.map((l) => [l.level, l.err?.message])).toEqual([[40, (error as Error).message]]);
    }
    const otherIoError = await request(appThrowing(new SqliteDatabase.SqliteError('disk I/O error', 'SQLITE_IOERR_READ'))).get('/');
    expect(otherIoError.status, 'another I/O error is no full disk').toBe(500);
  });
});

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a database connection that broke or could not be made', () => {
  const shapes: [string, Error][] = [
    ['the server closed the connection', new Error('Connection terminated unexpectedly')],
    ['a query on a connection that broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a new connection that took too long', new Error('Connection terminated due to connection timeout')],
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['connection timed out', withCode('ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.9:5432')],
    ['written to after it closed', withCode('EPIPE', 'write EPIPE')],
    ['connection exception (08000)', withCode('08000', 'connection exception')],
    ['connection does not exist (08003)', withCode('08003', 'connection does not exist')],
    ['connection failure (08006)', withCode('08006', 'connection failure')],
    ['admin shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', withCode('57P02', 'terminating connection due to crash of another server process')],
    ['cannot connect now (57P03)', withCode('57P03', 'the database system is starting up')],
  ];

  it.each(shapes)('%s: 503 with Retry-After, and a warning naming the cause, not an error', async (_, error) => {
    const lines: { level: number; msg: string; cause?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const res = await request(appThrowing(error, log)).get('/');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toEqual({ message: 'The server cannot reach its database right now. Please try again in a moment.' });
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'the database could not be reached: answered 503' })]);
    expect(lines[0]!.cause).toContain(error.message);
  });

  it('keeps the answer an error with an HTTP status of its own gives (a client that hung up mid-body)', async () => {
    const res = await request(appThrowing(Object.assign(withCode('ECONNRESET', 'aborted'), { status: 400, expose: true }))).get('/');
    expect(res.status).toBe(400);
  });

  it('keeps a pool with no free connection a busy server, logged as a warning: no bug of the server', async () => {
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const res = await request(appThrowing(new Error('timeout exceeded when trying to connect'), log)).get('/');
    expect([res.status, res.headers['retry-after'], res.body]).toEqual([503, '1', { message: 'The server is busy. Please try again.' }]);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'the database is busy: answered 503' })]);
  });
});
