import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { useLiveQuery } from 'dexie-react-hooks';
import { type CartItem, localDb } from './local-db';

/** Adds a piece once; a piece already saved is left as it is. Answers whether it was added. */
export const addToCart = (piece: Furniture, db = localDb): Promise<boolean> =>
  db.transaction('rw', db.cart, async () => {
    if (await db.cart.get(piece.id)) return false;
    await db.cart.add({ ...piece, savedAt: new Date().toISOString() });
    return true;
  });

export const removeFromCart = (id: string, db = localDb): Promise<void> => db.cart.delete(id);

export const clearCart = (db = localDb): Promise<void> => db.cart.clear();

export const useCartItems = (db = localDb): CartItem[] | undefined =>
  useLiveQuery(() => db.cart.orderBy('savedAt').reverse().toArray(), [db]);

export const useIsInCart = (id: string, db = localDb): boolean =>
  useLiveQuery(async () => (await db.cart.get(id)) !== undefined, [db, id]) ?? false;
