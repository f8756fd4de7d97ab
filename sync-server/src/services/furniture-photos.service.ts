import fs from 'node:fs/promises';
import path from 'node:path';
import type { User } from '@stagehouse/shared/user.schema';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { addFurnitureImages, replaceFurnitureImages } from '../db/repos/furniture-images.repo';
import { imagesByFurniture } from '../db/repos/furniture.repo';
import { badRequest } from '../http/errors';
import { isAdmin } from './listing-access';
import { mayUseImage, uploadsDir } from './uploads.service';

/** Every photo of a listing must be a shipped sample or one of the user's uploads (anyone's for an admin). */
export async function assertPhotosUsable(db: Db, dataDir: string, user: User, images: string[]) {
  for (const image of images) {
    if (!(await mayUseImage(db, dataDir, user.id, image, isAdmin(user)))) throw badRequest(`The photo ${image} is not one of your uploads`);
  }
}

const photoRows = async (dataDir: string, furnitureId: string, images: string[], alt: string, createdAt: string) =>
  Promise.all(
    images.map(async (image, position) => {
      const file = image.startsWith('/api/images/uploads/') ? path.join(uploadsDir(dataDir), path.basename(image)) : null;
      const meta = file
        ? await sharp(file)
            .metadata()
            .catch(() => null)
        : null;
      const size = file ? ((await fs.stat(file).catch(() => null))?.size ?? 0) : 0;
      return {
        furnitureId,
        path: image,
        position,
        isFeatured: position === 0 ? 1 : 0,
        alt,
        fileSize: size,
        width: meta?.width ?? 0,
        height: meta?.height ?? 0,
        createdAt,
      };
    }),
  );

export const photosOf = async (db: Db, furnitureId: string): Promise<string[]> =>
  (await imagesByFurniture(db, [furnitureId])).get(furnitureId) ?? [];

/** The photos of a new listing, in order, the first featured. */
export async function addPhotos(
  trx: Db,
  dataDir: string,
  furnitureId: string,
  images: string[],
  alt: string,
  createdAt: string,
): Promise<void> {
  if (images.length > 0) await addFurnitureImages(trx, await photoRows(dataDir, furnitureId, images, alt, createdAt));
}

/** Gives a listing these photos instead of its own; answers the ones it no longer uses. */
export async function replacePhotos(
  trx: Db,
  dataDir: string,
  furnitureId: string,
  images: string[],
  alt: string,
  createdAt: string,
): Promise<string[]> {
  const before = await photosOf(trx, furnitureId);
  await replaceFurnitureImages(trx, furnitureId, await photoRows(dataDir, furnitureId, images, alt, createdAt));
  return before.filter((image) => !images.includes(image));
}
