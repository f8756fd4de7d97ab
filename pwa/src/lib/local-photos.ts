import type { LocalDb, LocalPhoto } from './local-db';

// A photo kept on this device is named among a listing's images, on the device's copy and in its queued writes, by
// this reference; the outbox uploads it before sending a write that names it, and sends its path instead.
const prefix = 'local-photo:';

export const localPhotoRef = (id: string): string => `${prefix}${id}`;

/** The id of the photo on this device that an image names, or null for an uploaded photo's path. */
export const localPhotoId = (image: string): string | null => (image.startsWith(prefix) ? image.slice(prefix.length) : null);

/** A listing's photo as a form holds it: uploaded (its path), or only on this device until the outbox uploads it. */
export type ListingPhoto = { path: string } | Pick<LocalPhoto, 'id' | 'name' | 'blob'>;

/** Drops the photos kept for these listings: no queued write names them any more. */
export const forgetPhotosOf = (db: LocalDb, listingIds: string[]): Promise<number> =>
  db.photos.where('listingId').anyOf(listingIds).delete();
