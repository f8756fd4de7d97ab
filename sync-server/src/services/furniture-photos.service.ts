import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { addFurnitureImages, replaceFurnitureImages } from '../db/repos/furniture-images.repo';
import { imagesByFurniture } from '../db/repos/furniture.repo';
import { badRequest } from '../http/errors';
import { isAdmin } from './listing-access';
import { usableImage } from './uploads.service';

/** A photo file as stored with a listing: its path, and its size and dimensions when it is an upload. */
export interface PhotoFile {
  path: string;
  fileSize: number;
  width: number;
  height: number;
}

/**
 * The photos a user gives a listing, each with its size as noted when it was stored; every one must
 * be a shipped sample or one of the user's uploads (anyone's for an admin). Checked inside the
 * write's transaction, so a photo removed meanwhile is refused rather than shown missing.
 */
export async function usablePhotos(trx: Db, user: User, images: readonly string[]): Promise<PhotoFile[]> {
  const files: PhotoFile[] = [];
  for (const image of images) {
    const stored = await usableImage(trx, user.id, image, isAdmin(user));
    if (!stored) throw badRequest(`The photo ${image} is not one of your uploads`);
    files.push({ path: image, fileSize: stored.size, width: stored.width, height: stored.height });
  }
  return files;
}

/** A listing's photos in order (the first featured), with the text that describes them. */
export interface ListingPhotos {
  furnitureId: string;
  photos: readonly PhotoFile[];
  alt: string;
  createdAt: string;
}

function photoRows({ furnitureId, photos, alt, createdAt }: ListingPhotos) {
  return photos.map((photo, position) => ({ furnitureId, ...photo, position, isFeatured: position === 0 ? 1 : 0, alt, createdAt }));
}

export const photosOf = async (db: Db, furnitureId: string): Promise<string[]> =>
  (await imagesByFurniture(db, [furnitureId])).get(furnitureId) ?? [];

/** The photos of a new listing. */
export async function addPhotos(trx: Db, listing: ListingPhotos): Promise<void> {
  if (listing.photos.length > 0) await addFurnitureImages(trx, photoRows(listing));
}

/** Gives a listing these photos instead of its own; answers the ones it no longer uses. */
export async function replacePhotos(trx: Db, listing: ListingPhotos): Promise<string[]> {
  const before = await photosOf(trx, listing.furnitureId);
  await replaceFurnitureImages(trx, listing.furnitureId, photoRows(listing));
  return before.filter((image) => !listing.photos.some((photo) => photo.path === image));
}
