import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { storageKeys } from '@stagehouse/shared/limits';
import Dexie, { type EntityTable } from 'dexie';

/** A saved piece: the piece as it was when saved, so Saved Pieces works offline. */
export interface CartItem extends Furniture {
  savedAt: string;
}

/** The app's IndexedDB: what keeps working offline. */
export class LocalDb extends Dexie {
  cart!: EntityTable<CartItem, 'id'>;

  constructor(name = 'stagehouse') {
    super(name);
    this.version(1).stores({ [storageKeys.cart]: 'id, savedAt' });
    this.cart = this.table(storageKeys.cart);
  }
}

export const localDb = new LocalDb();
