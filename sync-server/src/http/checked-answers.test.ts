import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@stagehouse/shared/api-paths';
import { checkedAnswers } from './checked-answers';

const answered = (method: string, pattern: string | undefined, status: number, body: unknown) =>
  checkedAnswers({ method, _matchedRoute: pattern, status, body } as unknown as Context, () => Promise.resolve());

const health = { ok: true, version: '1', read: true, write: true };

describe('checked answers', () => {
  it('refuse a success of a declared endpoint that does not match its schema, naming it', async () => {
    await expect(answered('GET', apiRoutes.health, 200, { ...health, ok: 'yes' })).rejects.toThrow(
      /GET \/api\/health does not match its schema/,
    );
    await expect(answered('GET', apiRoutes.companyLocations, 200, [1])).rejects.toThrow(/companies\/locations/);
    // As the public cache keeps it: the JSON it sends.
    await expect(answered('GET', apiRoutes.companyLocations, 200, Buffer.from('[1]'))).rejects.toThrow(/companies\/locations/);
    await expect(answered('POST', apiRoutes.logout, 200, { ok: true })).rejects.toThrow(/answers no content/);
  });

  it('let through a matching answer, a failure, and what the table does not declare yet', async () => {
    await expect(answered('GET', apiRoutes.health, 200, health)).resolves.toBeUndefined();
    await expect(answered('GET', apiRoutes.health, 503, { message: 'down' })).resolves.toBeUndefined();
    await expect(answered('POST', apiRoutes.logout, 204, undefined)).resolves.toBeUndefined();
    await expect(answered('POST', apiRoutes.register, 201, { user: 'not one' })).rejects.toThrow(/auth\/register/);
    await expect(answered('GET', apiRoutes.health, 201, health)).rejects.toThrow(/answers 201 where the table says 200/);
    await expect(answered('POST', apiRoutes.health, 200, 'not declared')).resolves.toBeUndefined();
    await expect(answered('GET', undefined, 200, 'a file')).resolves.toBeUndefined();
  });
});
