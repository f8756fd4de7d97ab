/** Removes what one user's session left on this device (own listings, RSVPs, what the server showed them), so the next user on it never sees them. */
export async function forgetUserData(): Promise<void> {
  const { localDb } = await import('./local-db');
  await localDb.transaction('rw', [localDb.listings, localDb.rsvps, localDb.uiContent, localDb.meta], async () => {
    await localDb.listings.clear();
    await localDb.rsvps.clear();
    await localDb.uiContent.clear();
    await localDb.meta.put({ key: 'session', userId: null });
    await localDb.meta.delete('pull');
    await localDb.meta.delete('wishlist');
  });
}
