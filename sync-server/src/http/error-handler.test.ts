import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { conflict } from './errors';

const appThrowing = (error: unknown) => {
  const app = new Koa();
  app.use(errorHandler(pino({ level: 'silent' })));
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
});
