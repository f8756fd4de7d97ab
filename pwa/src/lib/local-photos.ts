import type { LocalDb, LocalPhoto } from './local-db';
import { localPhotoId, localPhotoRef } from './local-photo-ref';

/** A piece's photo as a form holds it: uploaded (its path), or only on this device until the outbox uploads it. */
export type PiecePhoto = { path: string } | Pick<LocalPhoto, 'id' | 'name' | 'blob'>;

/** How a piece's images name the photo. */
export const imageOf = (photo: PiecePhoto): string => ('path' in photo ? photo.path : localPhotoRef(photo.id));

/** The photos these images name, in order: uploaded ones by path, the others with their bytes kept on this device (one no longer kept is left out). */
export async function photosNamed(db: LocalDb, images: string[]): Promise<PiecePhoto[]> {
  const photos: PiecePhoto[] = [];
  for (const image of images) {
    const id = localPhotoId(image);
    if (id === null) {
      photos.push({ path: image });
      continue;
    }
    const kept = await db.photos.get(id);
    if (kept) photos.push({ id: kept.id, name: kept.name, blob: kept.blob });
  }
  return photos;
}

/** Drops the photos kept for these pieces (or kept forms) that no kept form names: no queued write names them any more. */
export async function forgetPhotosOf(db: LocalDb, pieceIds: string[]): Promise<void> {
  const named = new Set(
    (await db.unsentForms.toArray()).flatMap((form) => (form.images ?? []).flatMap((image) => localPhotoId(image) ?? [])),
  );
  await db.photos
    .where('pieceId')
    .anyOf(pieceIds)
    .filter((photo) => !named.has(photo.id))
    .delete();
}

/** Drops the photos nothing holds any more: no write of their piece waits, and no kept form names them. */
export async function forgetUnheldPhotos(db: LocalDb): Promise<void> {
  const owners = (await db.photos.orderBy('pieceId').uniqueKeys()).map(String);
  const waiting = await db.outbox
    .where('[entity+entityId]')
    .anyOf(owners.map((id) => ['furniture', id]))
    .toArray();
  const held = new Set(waiting.map((entry) => entry.entityId));
  await forgetPhotosOf(
    db,
    owners.filter((id) => !held.has(id)),
  );
}
