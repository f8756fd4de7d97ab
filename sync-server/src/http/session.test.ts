import { describe, expect, it } from 'vitest';
import { addUser } from '../test/fixtures';
import { testApp } from '../test/test-app';
import { databaseStore } from './session';

describe('the session store', () => {
  it('does not bring back a session that was ended while a request that loaded it was still running', async () => {
    const { db } = await testApp();
    const user = await addUser(db, { email: 'kept@x.co' });
    const store = databaseStore(db);
    await store.set('s-1', { userId: user.id }, 60_000);
    const request = {};
    expect(await store.get('s-1', 60_000, { ctx: request })).toEqual({ userId: user.id });
    // A sign-out (or a password reset) elsewhere ends the session...
    await store.destroy('s-1');
    // ...and the request that loaded it renews it as it ends.
    await store.set('s-1', { userId: user.id }, 60_000, { ctx: request });
    expect(await store.get('s-1', 60_000, { ctx: {} })).toBeUndefined();
  });

  it('stores a new session, and renews one a request loaded', async () => {
    const { db } = await testApp();
    const user = await addUser(db, { email: 'new@x.co' });
    const store = databaseStore(db);
    await store.set('s-2', { userId: user.id }, 60_000, { ctx: {} });
    const request = {};
    await store.get('s-2', 60_000, { ctx: request });
    await store.set('s-2', { userId: user.id, renewed: true }, 60_000, { ctx: request });
    expect(await store.get('s-2', 60_000, { ctx: {} })).toEqual({ userId: user.id, renewed: true });
  });
});
