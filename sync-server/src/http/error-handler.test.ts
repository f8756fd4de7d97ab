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
