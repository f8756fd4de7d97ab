import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { storageKeys } from '@stagehouse/shared/limits';
import type { OpenHouse, PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import Dexie, { type EntityTable } from 'dexie';

/** A saved piece: the piece as it was when saved, so Saved Pieces works offline. */
export interface CartItem extends Furniture {
  savedAt: string;
}

/** An open house as last read from the server, kept so it opens again offline. */
export interface StoredOpenHouse extends OpenHouse {
  storedAt: string;
}

/** A write waiting to reach the server; its id is the Idempotency-Key. */
export interface OutboxEntry {
  id: string;
  entity: string;
  entityId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  status: 'pending' | 'attention';
  error?: string;
}

/** A draft saved while offline, with its photos as Blobs until they can be uploaded. */
export interface LocalDraft {
  id: string;
  fields: Record<string, string>;
  photos: { name: string; type: string; blob: Blob }[];
  createdAt: string;
  error?: string;
}

/** The app's IndexedDB: what keeps working offline. */
export class LocalDb extends Dexie {
  cart!: EntityTable<CartItem, 'id'>;
  properties!: EntityTable<PropertyWithFurniture, 'id'>;
  openHouses!: EntityTable<StoredOpenHouse, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  drafts!: EntityTable<LocalDraft, 'id'>;

  constructor(name = 'stagehouse') {
    super(name);
    this.version(1).stores({
      [storageKeys.cart]: 'id, savedAt',
      properties: 'id, city',
      openHouses: 'id',
      outbox: 'id, createdAt, [entity+entityId]',
      drafts: 'id, createdAt',
    });
    this.cart = this.table(storageKeys.cart);
  }
}

export const localDb = new LocalDb();
