import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { storageKeys } from '@stagehouse/shared/limits';
import type { PieceView } from '@stagehouse/shared/piece.schema';
import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { OpenHouse, PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import type { Rsvp } from '@stagehouse/shared/rsvp.schema';
import type { UiContent } from '@stagehouse/shared/ui-content.schema';
import Dexie, { type EntityTable } from 'dexie';
import { markLocalDbLoaded } from './local-db-loaded';

/** A saved piece: the piece as it was when saved, so Saved Pieces works offline. */
export interface CartItem extends Furniture {
  savedAt: string;
}

/** An open house as last read from the server, kept so it opens again offline. */
export interface StoredOpenHouse extends OpenHouse {
  storedAt: string;
}

/** A piece's page as last read from the server, kept so it opens again offline. */
export interface StoredPiece extends PieceView {
  id: string;
  storedAt: string;
}

/** A request to buy made from this device (or by this user), with the token a signed-out buyer answers it with. */
export interface StoredRequest extends PurchaseRequest {
  accessToken: string | null;
}

/** A photo picked while offline, kept as a Blob until it is uploaded. */
export interface LocalPhoto {
  name: string;
  type: string;
  blob: Blob;
}

export type OutboxEntity = 'furniture' | 'favorite' | 'rsvp' | 'request';

/** A write waiting to reach the server; its id is the Idempotency-Key. */
export interface OutboxEntry {
  id: string;
  /** Whose session may send it; null for writes anyone may make (an RSVP). */
  userId: number | null;
  entity: OutboxEntity;
  entityId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  /** The version the change was based on, sent as If-Match. */
  baseVersion?: number;
  /** Photos to upload before the write; their paths join body.images. */
  photos?: LocalPhoto[];
  /** What the change is, in the user's words ("Update Blue Sofa"). */
  label: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  status: 'pending' | 'attention' | 'conflict';
  error?: string;
  /** The server's row when the change met a newer version (status "conflict"). */
  theirs?: Furniture;
}

/** Small records the sync keeps: who is signed in, the change sequence pulled to, when, whose account wishlist the saved pieces follow. */
export interface SyncMeta {
  key: 'session' | 'pull' | 'wishlist';
  userId: number | null;
  sequence?: number;
  lastSyncedAt?: string;
}

/** What the server showed a signed-in user, or a visitor (userId 0), as last read (banners, switches, categories, tags), so forms and filters keep them offline. */
export interface StoredUiContent {
  userId: number;
  content: UiContent;
}

/** The app's IndexedDB: what keeps working offline. */
export class LocalDb extends Dexie {
  cart!: EntityTable<CartItem, 'id'>;
  properties!: EntityTable<PropertyWithFurniture, 'id'>;
  openHouses!: EntityTable<StoredOpenHouse, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  listings!: EntityTable<Furniture, 'id'>;
  meta!: EntityTable<SyncMeta, 'key'>;
  rsvps!: EntityTable<Rsvp, 'id'>;
  pieces!: EntityTable<StoredPiece, 'id'>;
  requests!: EntityTable<StoredRequest, 'id'>;
  uiContent!: EntityTable<StoredUiContent, 'userId'>;

  constructor(name = 'stagehouse') {
    super(name);
    this.version(1).stores({
      [storageKeys.cart]: 'id, savedAt',
      properties: 'id, city',
      openHouses: 'id',
      outbox: 'id, createdAt, [entity+entityId]',
      drafts: 'id, createdAt',
    });
    this.version(2).stores({
      drafts: null,
      listings: 'id, ownerId, updatedAt',
      meta: 'key',
      rsvps: 'id, propertyId',
    });
    this.version(3).upgrade((tx) =>
      Promise.all(
        ['listings', storageKeys.cart].map((table) =>
          tx
            .table<Furniture>(table)
            .toCollection()
            .modify((piece) => {
              piece.tagIds ??= [];
            }),
        ),
      ),
    );
    this.version(4).stores({ pieces: 'id' });
    this.version(5).stores({ requests: 'id, furnitureId, createdAt' });
    this.version(6).upgrade((tx) =>
      tx
        .table<StoredOpenHouse>('openHouses')
        .toCollection()
        .modify((house) => {
          house.heldPieceIds ??= [];
        }),
    );
    this.version(7).stores({ uiContent: 'userId' });
    this.cart = this.table(storageKeys.cart);
  }
}

export const localDb = new LocalDb();
markLocalDbLoaded();
