import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { piece } from '../test/piece';
import { userOf } from '@stagehouse/shared/test-helpers';
import { useAuthStore } from './auth-store';
import { localDb } from './local-db';
import type * as Outbox from './outbox';
import { followAccountWishlist, setSaved, useIsSaved } from './saved-pieces';

vi.mock('./outbox', async (original) => ({ ...(await original<typeof Outbox>()), requestReplay: vi.fn(async () => true) }));

const queued = async () => (await localDb.outbox.orderBy('createdAt').toArray()).map((e) => `${e.method} ${e.url}`);

beforeEach(async () => {
  await Promise.all([localDb.savedPieces.clear(), localDb.outbox.clear(), localDb.meta.clear()]);
  useAuthStore.getState().signIn(userOf('realtor', { id: 7 }));
});
afterEach(() => useAuthStore.getState().signOut());

describe('saved pieces and the account wishlist', () => {
  it('stay on the device only while the account wishlist is off', async () => {
    await followAccountWishlist(7, false);
    await setSaved(piece('sofa', 1), true);
    expect((await localDb.savedPieces.toArray()).map((p) => p.id)).toEqual(['sofa']);
    expect(await queued()).toEqual([]);
  });

  it('join the account once when the wishlist is on: the device pieces go up, the next pull starts over, later saves follow', async () => {
    await setSaved(piece('sofa', 1), true);
    await localDb.meta.put({ key: 'pull', userId: 7, sequence: 40 });
    await followAccountWishlist(7, true);
    expect(await queued()).toEqual(['PUT /api/favorites/sofa']);
    expect(await localDb.meta.get('pull')).toBeUndefined();
    await followAccountWishlist(7, true);
    expect(await queued()).toHaveLength(1);
    await setSaved(piece('sofa', 1), false);
    expect(await queued()).toEqual(['PUT /api/favorites/sofa', 'DELETE /api/favorites/sofa']);
  });

  it('stop following when the wishlist is switched off, dropping saves still waiting, and join again for another user', async () => {
    await followAccountWishlist(7, true);
    await setSaved(piece('sofa', 1), true);
    expect(await queued()).toEqual(['PUT /api/favorites/sofa']);
    await followAccountWishlist(7, false);
    expect(await queued()).toEqual([]);
    await setSaved(piece('sofa', 1), false);
    await setSaved(piece('lamp', 1), true);
    expect(await queued()).toEqual([]);
    await followAccountWishlist(8, true);
    expect((await localDb.meta.get('wishlist'))?.userId).toBe(8);
    expect(await queued()).toEqual(['PUT /api/favorites/lamp']);
  });

  it('stay as they are when asked for the state they are in: no second write, nothing queued twice', async () => {
    await followAccountWishlist(7, true);
    await setSaved(piece('sofa', 1), true);
    await setSaved(piece('sofa', 1), true);
    expect((await localDb.savedPieces.toArray()).map((p) => p.id)).toEqual(['sofa']);
    expect(await queued()).toEqual(['PUT /api/favorites/sofa']);
    await setSaved(piece('lamp', 1), false);
    expect(await queued()).toEqual(['PUT /api/favorites/sofa']);
  });

  it('tell every heart on the screen whether its piece is saved, and follow each change', async () => {
    const sofa = renderHook(() => useIsSaved('sofa'));
    const lamp = renderHook(() => useIsSaved('lamp'));
    expect([sofa.result.current, lamp.result.current]).toEqual([false, false]);
    await setSaved(piece('sofa', 1), true);
    await waitFor(() => expect(sofa.result.current).toBe(true));
    expect(lamp.result.current).toBe(false);
    await setSaved(piece('lamp', 1), true);
    await setSaved(piece('sofa', 1), false);
    await waitFor(() => expect([sofa.result.current, lamp.result.current]).toEqual([false, true]));
    sofa.unmount();
    lamp.unmount();
  });
});
