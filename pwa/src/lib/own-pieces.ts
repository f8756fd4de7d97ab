import { apiPaths } from '@stagehouse/shared/api-paths';
import { priceSchema } from '@stagehouse/shared/fields';
import type { Piece, PieceStatus } from '@stagehouse/shared/piece.schema';
import { validation } from '@stagehouse/shared/messages';
import { newPiece } from '@stagehouse/shared/new-piece';
import type { User } from '@stagehouse/shared/user.schema';
import { useStoredQuery } from './use-stored-query';
import { useEffect, useState } from 'react';
import { localDb, type OutboxEntry } from './local-db';
import { forgetPhotosOf, imageOf, type PiecePhoto, photosNamed } from './local-photos';
import { enqueue, requestReplay } from './outbox';

/** The text fields of the create and edit forms, as typed. */
export type PieceFields = Partial<
  Record<
    'name' | 'price' | 'propertyAddress' | 'description' | 'dimensions' | 'category' | 'room' | 'condition' | 'mlsNumber' | 'buyerInfo',
    string | number | null
  >
> & { tagIds?: number[] };

const textOrNull = (value: string | number | null | undefined) =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();

/** How a piece looks on this device right after an edit, before the server has it. */
function applyFields(piece: Piece, fields: PieceFields, status: PieceStatus, images: string[]): Piece {
  const price = priceSchema(validation.priceToList).safeParse(fields.price ?? '');
  return {
    ...piece,
    name: textOrNull(fields.name) ?? piece.name,
    price: price.success ? price.data : piece.price,
    description: fields.description === undefined ? piece.description : textOrNull(fields.description),
    dimensions: fields.dimensions === undefined ? piece.dimensions : textOrNull(fields.dimensions),
    category: (fields.category === undefined ? piece.category : textOrNull(fields.category)) as Piece['category'],
    room: (fields.room === undefined ? piece.room : textOrNull(fields.room)) as Piece['room'],
    condition: (fields.condition === undefined ? piece.condition : textOrNull(fields.condition)) as Piece['condition'],
    mlsNumber: fields.mlsNumber === undefined ? piece.mlsNumber : textOrNull(fields.mlsNumber),
    propertyAddress: fields.propertyAddress === undefined ? piece.propertyAddress : textOrNull(fields.propertyAddress),
    buyerInfo: fields.buyerInfo === undefined ? piece.buyerInfo : textOrNull(fields.buyerInfo),
    tagIds: fields.tagIds ?? piece.tagIds,
    status,
    images,
    updatedAt: new Date().toISOString(),
  };
}

/** A piece's images, in order: uploaded paths, and references to the photos kept on this device, each kept for this piece from now on (any it does not hold yet too). */
async function imagesOf(pieceId: string, photos: PiecePhoto[]): Promise<string[]> {
  const local = photos.flatMap((p) => ('path' in p ? [] : [p]));
  const held = await localDb.photos.bulkGet(local.map((p) => p.id));
  await localDb.photos.bulkPut(local.map(({ id, name, blob }, i) => ({ ...held[i], id, pieceId, name, blob })));
  return photos.map(imageOf);
}

/** Lists a piece (or keeps a draft): on this device at once, on the server through the outbox, which uploads its photos first. */
export async function createPiece(
  owner: User,
  fields: PieceFields,
  status: 'draft' | 'pending',
  photos: PiecePhoto[],
): Promise<OutboxEntry> {
  const id = crypto.randomUUID();
  return localDb.transaction('rw', localDb.ownPieces, localDb.outbox, localDb.photos, async () => {
    const images = await imagesOf(id, photos);
    const piece = applyFields(newPiece(id, owner.id, new Date().toISOString()), fields, status, images);
    await localDb.ownPieces.put({ ...piece, name: piece.name || 'Untitled draft' });
    return enqueue({
      entity: 'furniture',
      entityId: id,
      method: 'POST',
      url: apiPaths.furniture,
      body: { ...fields, id, status, images },
      label: `List ${piece.name || 'a draft'}`,
    });
  });
}

/** Saves an edit based on the version the user opened. */
export const updatePiece = async (piece: Piece, fields: PieceFields, status: PieceStatus, photos: PiecePhoto[]): Promise<OutboxEntry> =>
  localDb.transaction('rw', localDb.ownPieces, localDb.outbox, localDb.photos, async () => {
    const images = await imagesOf(piece.id, photos);
    await localDb.ownPieces.put(applyFields(piece, fields, status, images));
    return enqueue({
      entity: 'furniture',
      entityId: piece.id,
      method: 'PUT',
      url: apiPaths.furnitureItem(piece.id),
      body: { ...fields, status, images },
      baseVersion: piece.version,
      label: `Update ${piece.name}`,
    });
  });

export const deletePiece = async (piece: Piece): Promise<OutboxEntry> =>
  localDb.transaction('rw', localDb.ownPieces, localDb.outbox, async () => {
    await localDb.ownPieces.delete(piece.id);
    return enqueue({
      entity: 'furniture',
      entityId: piece.id,
      method: 'DELETE',
      url: apiPaths.furnitureItem(piece.id),
      baseVersion: piece.version,
      label: `Remove ${piece.name}`,
    });
  });

/** Sends now when online and tells what became of the write: sent, still waiting, or refused (with the server's reason). */
export async function sendAndReport(
  entry: OutboxEntry,
): Promise<{ outcome: 'sent' | 'waiting' | 'conflict' } | { outcome: 'refused'; reason: string }> {
  await requestReplay();
  const after = await localDb.outbox.get(entry.id);
  if (!after) return { outcome: 'sent' };
  if (after.status === 'pending') return { outcome: 'waiting' };
  if (after.status === 'conflict') return { outcome: 'conflict' };
  return { outcome: 'refused', reason: after.error ?? 'The server refused the change' };
}

/** A create the server refused, taken back so the form (which still holds the values) can be corrected. */
export const withdrawCreate = async (entry: OutboxEntry): Promise<void> =>
  localDb.transaction('rw', [localDb.ownPieces, localDb.outbox, localDb.photos, localDb.unsentForms], async () => {
    await localDb.outbox.delete(entry.id);
    await localDb.ownPieces.delete(entry.entityId);
    await forgetPhotosOf(localDb, [entry.entityId]);
  });

const laterEntries = (entry: OutboxEntry) => localDb.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]);

/** Conflict: the user's change is sent again, now based on the server's newer version. */
export async function keepMine(entry: OutboxEntry): Promise<void> {
  if (!entry.theirs) return;
  await localDb.outbox.update(entry.id, {
    status: 'pending',
    baseVersion: entry.theirs.version,
    attempts: 0,
    nextAttemptAt: 0,
    error: undefined,
    theirs: undefined,
  });
  await requestReplay();
}

/** Conflict: the server's version stays; the user's waiting changes to that piece are dropped. */
export async function takeTheirs(entry: OutboxEntry): Promise<void> {
  await localDb.transaction('rw', [localDb.ownPieces, localDb.outbox, localDb.photos, localDb.unsentForms], async () => {
    await laterEntries(entry).delete();
    await forgetPhotosOf(localDb, [entry.entityId]);
    if (entry.theirs) await localDb.ownPieces.put(entry.theirs);
  });
  await requestReplay();
}

/** A change the server refused for good: dropped, and the piece taken again from the server on the next pull; a request it never took leaves the device. */
export async function discardChange(entry: OutboxEntry): Promise<void> {
  await localDb.transaction(
    'rw',
    [localDb.ownPieces, localDb.outbox, localDb.meta, localDb.requests, localDb.photos, localDb.unsentForms],
    async () => {
      await laterEntries(entry).delete();
      await forgetPhotosOf(localDb, [entry.entityId]);
      if (entry.entity === 'request') await localDb.requests.delete(entry.entityId);
      else if (entry.entity === 'furniture' || entry.entity === 'favorite') await localDb.meta.delete('pull');
    },
  );
  await requestReplay();
}

/** Replays and pulls once when a screen of own pieces opens; tells when that first pass is over. */
export function useOwnPiecesPulled(): 'pending' | 'done' | 'failed' {
  const [pulled, setPulled] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    void requestReplay().then(
      (synced) => setPulled(synced ? 'done' : 'failed'),
      () => setPulled('failed'),
    );
  }, []);
  return pulled;
}

export const useOwnPieces = (ownerId: number) =>
  useStoredQuery(() => localDb.ownPieces.where('ownerId').equals(ownerId).reverse().sortBy('updatedAt'), [ownerId]);

/** An own piece as its edit form opens it. */
export interface OwnPiece {
  piece: Piece;
  /** Its images in order: uploaded ones by path, the others with their bytes kept on this device (one no longer kept is left out). */
  photos: PiecePhoto[];
}

export async function ownPiece(id: string): Promise<OwnPiece | null> {
  const piece = await localDb.ownPieces.get(id);
  return piece ? { piece, photos: await photosNamed(localDb, piece.images) } : null;
}

/** An own piece and its photos, read together so that the form opens on both. */
export const useOwnPiece = (id: string) => useStoredQuery(() => ownPiece(id), [id]);

/** Entity ids with writes still waiting, and those needing the user's attention. */
export const useOutboxState = () =>
  useStoredQuery(async () => {
    const entries = await localDb.outbox.toArray();
    return {
      waiting: new Set(entries.filter((e) => e.status === 'pending').map((e) => e.entityId)),
      attention: new Set(entries.filter((e) => e.status !== 'pending').map((e) => e.entityId)),
    };
  }, []);
