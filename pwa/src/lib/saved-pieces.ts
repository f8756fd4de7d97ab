import { liveQuery } from 'dexie';
import { useStoredQuery } from './use-stored-query';
import { useSyncExternalStore } from 'react';
import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { useAuthStore } from './auth-store';
import { localDb } from './local-db';
import { enqueue, requestReplay } from './outbox';

const saveEntry = (piece: Piece, method: 'PUT' | 'DELETE') =>
  enqueue({
    entity: 'favorite',
    entityId: piece.id,
    method,
    url: apiPaths.favorite(piece.id),
    label: `${method === 'PUT' ? 'Save' : 'Unsave'} ${piece.name}`,
  });

/**
 * Saves or unsaves a piece on this device at once; while this device follows the signed-in user's
 * account wishlist (the `wishlist` feature), the change also goes to the account.
 */
/**
 * Saves a piece on this device, or takes it off (and on the account, while it follows the wishlist).
 * Asked for a state it is already in, it changes nothing: a heart tapped on a page drawn before the
 * device's saved pieces were read asks for what it showed, not for a toggle.
 */
export async function setSaved(piece: Piece, wanted: boolean): Promise<void> {
  const userId = useAuthStore.getState().user?.id ?? null;
  const toAccount = await localDb.transaction('rw', [localDb.savedPieces, localDb.outbox, localDb.meta], async () => {
    if (((await localDb.savedPieces.get(piece.id)) !== undefined) === wanted) return false;
    if (wanted) await localDb.savedPieces.add({ ...piece, savedAt: new Date().toISOString() });
    else await localDb.savedPieces.delete(piece.id);
    const followed = userId !== null && (await localDb.meta.get('wishlist'))?.userId === userId;
    if (followed) await saveEntry(piece, wanted ? 'PUT' : 'DELETE');
    return followed;
  });
  if (toAccount) void requestReplay();
}

/**
 * Follows the account wishlist while the feature is on: the first time it is on for this user, the
 * pieces saved on this device go to the account and the next pull starts from the beginning, so
 * both hold the union. Switched off, saved pieces stay on the device only, and saves still waiting
 * to go up are dropped (the server would refuse them).
 */
export async function followAccountWishlist(userId: number, on: boolean): Promise<void> {
  const joined = await localDb.transaction('rw', [localDb.savedPieces, localDb.outbox, localDb.meta], async () => {
    const followed = (await localDb.meta.get('wishlist'))?.userId;
    if (!on) {
      await localDb.meta.delete('wishlist');
      await localDb.outbox.filter((e) => e.entity === 'favorite' && e.userId === userId).delete();
      return false;
    }
    if (followed === userId) return false;
    for (const piece of await localDb.savedPieces.toArray()) await saveEntry(piece, 'PUT');
    await localDb.meta.put({ key: 'wishlist', userId });
    await localDb.meta.delete('pull');
    return true;
  });
  if (joined) await requestReplay();
}

export const useSavedPieces = () => useStoredQuery(() => localDb.savedPieces.orderBy('savedAt').reverse().toArray(), []);

/** The ids of the saved pieces, read by one query for every heart on the screen, not one each. */
let savedIds = new Set<string>();
const savedIdsListeners = new Set<() => void>();
let savedIdsQuery: { unsubscribe(): void } | null = null;

function followSavedIds(onChange: () => void) {
  savedIdsListeners.add(onChange);
  savedIdsQuery ??= liveQuery(() => localDb.savedPieces.toCollection().primaryKeys()).subscribe((ids) => {
    savedIds = new Set(ids);
    for (const listener of savedIdsListeners) listener();
  });
  return () => {
    savedIdsListeners.delete(onChange);
    if (savedIdsListeners.size === 0) {
      savedIdsQuery?.unsubscribe();
      savedIdsQuery = null;
    }
  };
}

export const useIsSaved = (id: string): boolean =>
  useSyncExternalStore(
    followSavedIds,
    () => savedIds.has(id),
    () => false,
  );
