import type { Insertable, Updateable } from 'kysely';
import { listPhotosFeaturedFirst } from '../../modules/pieces/piece-images.repo';
import type { Furniture, FurnitureImages } from '../generated-schema';
import { keepsRows } from '../query-helpers';
import type { NewPieceRow } from '../schema';
import type { Trx } from '../transaction';
import { recordChange, recordPieceChange } from './change-rows';

/** A piece's photos in their order and its tags, each given whole. */
interface PieceParts {
  images?: Insertable<FurnitureImages>[];
  tagIds?: readonly number[];
}

async function addImages(trx: Trx, images: Insertable<FurnitureImages>[]) {
  if (images.length > 0) await trx.insertInto('furnitureImages').values(images).execute();
}

async function addTags(trx: Trx, furnitureId: string, tagIds: readonly number[]) {
  if (tagIds.length > 0)
    await trx
      .insertInto('furnitureTags')
      .values(tagIds.map((tagId) => ({ furnitureId, tagId })))
      .execute();
}

/** A new piece with its photos and tags; its owner's devices hear of it. */
export async function insertPiece(trx: Trx, piece: NewPieceRow, parts: Required<PieceParts>): Promise<void> {
  await trx.insertInto('furniture').values(piece).execute();
  await addImages(trx, parts.images);
  await addTags(trx, piece.id, parts.tagIds);
  await recordPieceChange(trx, piece, 'upsert');
}

/**
 * Changes a piece's row and, when given, replaces its photos or tags. Its owner's devices and those
 * of everyone who saved it hear of it; a piece given to another lister goes from the first one's.
 */
export async function updatePiece(
  trx: Trx,
  piece: { id: string; ownerId: number },
  changes: Updateable<Furniture>,
  parts: PieceParts = {},
): Promise<void> {
  await trx.updateTable('furniture').set(changes).where('id', '=', piece.id).execute();
  if (parts.images) {
    await trx.deleteFrom('furnitureImages').where('furnitureId', '=', piece.id).execute();
    await addImages(trx, parts.images);
  }
  if (parts.tagIds) {
    await trx.deleteFrom('furnitureTags').where('furnitureId', '=', piece.id).execute();
    await addTags(trx, piece.id, parts.tagIds);
  }
  const ownerId = changes.ownerId ?? piece.ownerId;
  await recordPieceChange(trx, { id: piece.id, ownerId }, 'upsert');
  if (ownerId !== piece.ownerId) await recordChange(trx, { userId: piece.ownerId, entity: 'furniture', entityId: piece.id, op: 'delete' });
}

/** Deletes a piece with its photos, tags and favorites; its owner's devices and its savers' hear it went. */
export async function deletePiece(trx: Trx, piece: { id: string; ownerId: number }): Promise<void> {
  await recordPieceChange(trx, piece, 'delete');
  await trx.deleteFrom('furniture').where('id', '=', piece.id).execute();
}

/**
 * Puts the photos of pieces whose photos changed in order, featured first (featuring the first when
 * none is and `keepOneFeatured`), gives each piece a new version, and tells the devices concerned.
 */
async function rearrangePhotos(trx: Trx, pieceIds: readonly string[], keepOneFeatured: boolean) {
  const now = new Date().toISOString();
  for (const id of new Set(pieceIds)) {
    const photos = await listPhotosFeaturedFirst(trx, id);
    if (keepOneFeatured && photos.length > 0 && !photos.some((p) => p.isFeatured === 1))
      await trx.updateTable('furnitureImages').set({ isFeatured: 1 }).where('id', '=', photos[0]!.id).execute();
    for (const [position, p] of photos.entries())
      await trx.updateTable('furnitureImages').set({ position }).where('id', '=', p.id).execute();
    const piece = await trx
      .updateTable('furniture')
      .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now }))
      .where('id', '=', id)
      .returning('ownerId')
      .executeTakeFirst();
    if (piece) await recordPieceChange(trx, { id, ownerId: piece.ownerId }, 'upsert');
  }
}

/**
 * Keeps these pieces for the caller's transaction before their photos change, in one order: edits
 * take the piece first, then its photos, so a photo change taking them the other way round could
 * wait on an edit that waits on it.
 */
async function keepPieces(trx: Trx, ids: readonly string[]): Promise<void> {
  if (keepsRows(trx)) await trx.selectFrom('furniture').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/**
 * Features a photo (the piece's others no longer are) or stops featuring it; the piece's photos are put
 * in order. False, with nothing changed, when the photo is gone (an edit removed it meanwhile).
 */
export async function featurePhoto(trx: Trx, photo: { id: number; furnitureId: string }, isFeatured: boolean): Promise<boolean> {
  await keepPieces(trx, [photo.furnitureId]);
  const still = await trx
    .selectFrom('furnitureImages')
    .select('id')
    .where('id', '=', photo.id)
    .where('furnitureId', '=', photo.furnitureId)
    .executeTakeFirst();
  if (!still) return false;
  if (isFeatured) await trx.updateTable('furnitureImages').set({ isFeatured: 0 }).where('furnitureId', '=', photo.furnitureId).execute();
  await trx
    .updateTable('furnitureImages')
    .set({ isFeatured: isFeatured ? 1 : 0 })
    .where('id', '=', photo.id)
    .execute();
  await rearrangePhotos(trx, [photo.furnitureId], false);
  return true;
}

/** Deletes those of these photos still there, answering how many; a piece that loses its featured photo features its next one. */
export async function deletePhotos(trx: Trx, photos: readonly { id: number; furnitureId: string }[]): Promise<number> {
  if (photos.length === 0) return 0;
  await keepPieces(
    trx,
    photos.map((p) => p.furnitureId),
  );
  // An edit may have removed some meanwhile.
  const present = await trx
    .selectFrom('furnitureImages')
    .select(['id', 'furnitureId'])
    .where(
      'id',
      'in',
      photos.map((p) => p.id),
    )
    .execute();
  if (present.length === 0) return 0;
  await trx
    .deleteFrom('furnitureImages')
    .where(
      'id',
      'in',
      present.map((p) => p.id),
    )
    .execute();
  await rearrangePhotos(
    trx,
    present.map((p) => p.furnitureId),
    true,
  );
  return present.length;
}
