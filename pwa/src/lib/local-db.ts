import type { Piece } from '@stagehouse/shared/piece.schema';
import type { FoundPiece } from '@stagehouse/shared/piece-search.schema';
import { storageKeys } from '@stagehouse/shared/limits';
import type { PieceView } from '@stagehouse/shared/piece-view.schema';
import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import type { MapHouse } from '@stagehouse/shared/map-view.schema';
import type { OpenHouse } from '@stagehouse/shared/property.schema';
import type { Rsvp } from '@stagehouse/shared/rsvp.schema';
import type { UiContent } from '@stagehouse/shared/ui-content.schema';
import Dexie, { type EntityTable } from 'dexie';
import { markLocalDbLoaded } from './local-db-loaded';
import { localPhotoRef } from './local-photo-ref';

/** A saved piece: the piece as it was when saved, so Saved Pieces works offline. */
export interface SavedPiece extends Piece {
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

/** A house the map showed, kept for the map offline. */
export interface StoredMapHouse extends MapHouse {
  storedAt: string;
}

/** A piece a search showed, kept so a search made offline can look through it. */
/** A piece a search showed; one kept before pieces on hold were found says nothing of a hold. */
export interface StoredFoundPiece extends Omit<FoundPiece, 'onHold'> {
  onHold?: boolean;
  storedAt: string;
}

/** A request to buy made from this device (or by this user), with the token a signed-out buyer answers it with. */
export interface StoredRequest extends PurchaseRequest {
  accessToken: string | null;
}

/** A photo not uploaded yet, kept as a Blob until the outbox uploads it; a piece's images (and a kept form's) name it by its id. */
export interface LocalPhoto {
  id: string;
  /**
   * The piece whose writes name it, or the key of the kept form that took it before any write did: it goes when none
   * of those writes waits any more and no kept form names it.
   */
  pieceId: string;
  name: string;
  blob: Blob;
  /** Its path once uploaded: a retry, or a later write of the piece, sends that and uploads nothing. */
  path?: string;
}

/** A kept photo as versions 8 to 11 stored it: naming its piece as listingId. */
type PhotoBefore12 = Omit<LocalPhoto, 'pieceId'> & { listingId: string };

/** What was typed in a form and not sent yet (the fields that differ from the form as it opened), kept through a reload or a closed tab. */
export interface UnsentForm {
  /** Which form, whose, and about what: see unsentFormKey. */
  key: string;
  values: Record<string, unknown>;
  /** The form's photos in order, named as a piece's images name them, when they differ from those it opened with. */
  images?: string[];
  savedAt: string;
}

export type OutboxEntity = 'furniture' | 'favorite' | 'rsvp' | 'request' | 'request-answer' | 'buyer-answer' | 'pickup-windows';

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
  /** A signed-out buyer's token for the request the write answers, sent with this write only. */
  requestToken?: string;
  /** What the change is, in the user's words ("Update Blue Sofa"). */
  label: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: number;
  status: 'pending' | 'attention' | 'conflict';
  error?: string;
  /** The server's piece when a change of it met a newer version (status "conflict"). */
  theirs?: Piece;
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
  savedPieces!: EntityTable<SavedPiece, 'id'>;
  properties!: EntityTable<StoredMapHouse, 'id'>;
  openHouses!: EntityTable<StoredOpenHouse, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  ownPieces!: EntityTable<Piece, 'id'>;
  meta!: EntityTable<SyncMeta, 'key'>;
  rsvps!: EntityTable<Rsvp, 'id'>;
  pieces!: EntityTable<StoredPiece, 'id'>;
  requests!: EntityTable<StoredRequest, 'id'>;
  uiContent!: EntityTable<StoredUiContent, 'userId'>;
  photos!: EntityTable<LocalPhoto, 'id'>;
  unsentForms!: EntityTable<UnsentForm, 'key'>;
  foundPieces!: EntityTable<StoredFoundPiece, 'id'>;

  constructor(name = 'stagehouse') {
    super(name);
    this.version(1).stores({
      [storageKeys.savedPieces]: 'id, savedAt',
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
        ['listings', storageKeys.savedPieces].map((table) =>
          tx
            .table<Piece>(table)
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
    this.version(8)
      .stores({ photos: 'id, listingId' })
      .upgrade(async (tx) => {
        // Photos used to wait on the write that took them, out of its images, so a later write of the piece dropped
        // them; now every write of a piece, and the piece, names each photo queued for it so far.
        const outbox = tx.table<OutboxEntry & { photos?: Pick<LocalPhoto, 'name' | 'blob'>[] }>('outbox');
        const named = new Map<string, string[]>();
        for (const { photos = [], ...entry } of await outbox.orderBy('createdAt').toArray()) {
          if (entry.entity !== 'furniture') continue;
          const kept = photos.map(({ name, blob }) => ({ id: crypto.randomUUID(), listingId: entry.entityId, name, blob }));
          await tx.table<PhotoBefore12>('photos').bulkAdd(kept);
          const refs = [...(named.get(entry.entityId) ?? []), ...kept.map((p) => localPhotoRef(p.id))];
          named.set(entry.entityId, refs);
          const images = entry.body?.images;
          await outbox.put(Array.isArray(images) ? { ...entry, body: { ...entry.body, images: [...images, ...refs] } } : entry);
        }
        for (const [id, refs] of named)
          await tx
            .table<Piece>('listings')
            .where(':id')
            .equals(id)
            .modify((piece) => {
              piece.images = [...piece.images, ...refs];
            });
      });
    this.version(9).stores({ unsentForms: 'key' });
    // A lister's own pieces move out of the table first named for listings, which then goes.
    this.version(10)
      .stores({ ownPieces: 'id, ownerId, updatedAt' })
      .upgrade(async (tx) => tx.table<Piece>('ownPieces').bulkPut(await tx.table<Piece>('listings').toArray()));
    this.version(11).stores({ listings: null });
    // Kept photos name their piece by pieceId, no longer listingId, and are found by it.
    this.version(12)
      .stores({ photos: 'id, pieceId' })
      .upgrade((tx) =>
        tx
          .table<PhotoBefore12, string, LocalPhoto>('photos')
          .toCollection()
          .modify(({ listingId, ...photo }, row) => {
            row.value = { ...photo, pieceId: listingId };
          }),
      );
    this.version(13).stores({ foundPieces: 'id, storedAt' });
    // The map keeps the houses it was shown, with their photo and prices, the oldest dropped first.
    this.version(14)
      .stores({ properties: 'id, storedAt' })
      .upgrade((tx) => tx.table('properties').clear());
    this.savedPieces = this.table(storageKeys.savedPieces);
  }
}

export const localDb = new LocalDb();
markLocalDbLoaded();
