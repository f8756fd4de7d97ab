import type Koa from 'koa';
import request from 'supertest';
import { expect } from 'vitest';
import { password } from './fixtures';

/** An agent that keeps cookies, signed in as `email`. */
export const signedInAgent = async (app: Koa, email: string, pass = password) => {
  const agent = request.agent(app.callback());
  const res = await agent.post('/api/auth/login').send({ email, password: pass });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agent;
};
