/**
 * Removes what one user's session left on this device (own pieces, RSVPs, what the server showed
 * them, forms typed and not sent, a signed-out visitor's too), so the next user on it never sees them.
 */
export async function forgetUserData(): Promise<void> {
  const [{ localDb }, { forgetUnheldPhotos }] = await Promise.all([import('./local-db'), import('./local-photos')]);
  const tables = [localDb.ownPieces, localDb.rsvps, localDb.uiContent, localDb.meta, localDb.unsentForms, localDb.photos, localDb.outbox];
  await localDb.transaction('rw', tables, async () => {
    await localDb.ownPieces.clear();
    await localDb.rsvps.clear();
    await localDb.uiContent.clear();
    await localDb.unsentForms.clear();
    await forgetUnheldPhotos(localDb);
    await localDb.meta.put({ key: 'session', userId: null });
    await localDb.meta.delete('pull');
    await localDb.meta.delete('wishlist');
  });
}
