import { cacheNames } from './cache-names';

/** Removes what one user's session left on this device (private cached answers, own listings, RSVPs), so the next user on it never sees them. */
export const forgetUserData = async (): Promise<void> => {
  if ('caches' in globalThis) await caches.delete(cacheNames.userApi);
  const { localDb } = await import('./local-db');
  await localDb.transaction('rw', [localDb.listings, localDb.rsvps, localDb.meta], async () => {
    await localDb.listings.clear();
    await localDb.rsvps.clear();
    await localDb.meta.put({ key: 'session', userId: null });
    await localDb.meta.delete('pull');
    await localDb.meta.delete('wishlist');
  });
};
