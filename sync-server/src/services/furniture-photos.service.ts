import type { User } from '@stagehouse/shared/user.schema';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { addFurnitureImages, replaceFurnitureImages } from '../db/repos/furniture-images.repo';
import { imagesByFurniture } from '../db/repos/furniture.repo';
import { badRequest } from '../http/errors';
import { isAdmin } from './listing-access';
import type { PhotoStore } from './photo-store';
import { mayUseImage, uploadIdOf } from './uploads.service';

/** Every photo of a listing must be a shipped sample or one of the user's uploads (anyone's for an admin). */
export async function assertPhotosUsable(db: Db, photos: PhotoStore, user: User, images: string[]) {
  for (const image of images) {
    if (!(await mayUseImage(db, photos, user.id, image, isAdmin(user)))) throw badRequest(`The photo ${image} is not one of your uploads`);
  }
}

/** A photo file as stored with a listing: its path, and its size and dimensions when it is an upload. */
export interface PhotoFile {
  path: string;
  fileSize: number;
  width: number;
  height: number;
}

/** Reads each upload's size and dimensions; done before a transaction opens, since it reads the stored photos. */
export async function readPhotos(photos: PhotoStore, images: readonly string[]): Promise<PhotoFile[]> {
  return Promise.all(
    images.map(async (image) => {
      const id = uploadIdOf(image);
      const stored = id ? await photos.read(`${id}.webp`) : null;
      const meta = stored
        ? await sharp(stored)
            .metadata()
            .catch(() => null)
        : null;
      return { path: image, fileSize: stored?.length ?? 0, width: meta?.width ?? 0, height: meta?.height ?? 0 };
    }),
  );
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
