import { useEffect } from 'react';

/** Keeps a signed-in user's saved pieces following the account wishlist switch; loads IndexedDB code only for signed-in users, so the shell stays small. */
export function useFollowAccountWishlist(userId: number | null, on: boolean | undefined) {
  useEffect(() => {
    if (userId === null || on === undefined) return;
    void import('../lib/saved-pieces').then(({ followAccountWishlist }) => followAccountWishlist(userId, on)).catch(() => undefined);
  }, [userId, on]);
}
