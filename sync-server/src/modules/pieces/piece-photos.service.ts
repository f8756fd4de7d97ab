import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { imagesByPiece } from './pieces.repo';
import { badRequest } from '../../http/errors';
import { usableImage } from '../images/uploads.service';

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
    const stored = await usableImage(trx, user, image);
    if (!stored) throw badRequest(`The photo ${image} is not one of your uploads`);
    files.push({ path: image, fileSize: stored.size, width: stored.width, height: stored.height });
  }
  return files;
}

/** A listing's photos in order (the first featured), with the text that describes them. */
export interface PiecePhotos {
  furnitureId: string;
  photos: readonly PhotoFile[];
  alt: string;
  createdAt: string;
}

/** The rows a listing's photos are stored as. */
export function photoRows({ furnitureId, photos, alt, createdAt }: PiecePhotos) {
  return photos.map((photo, position) => ({ furnitureId, ...photo, position, isFeatured: position === 0 ? 1 : 0, alt, createdAt }));
}

export const photosOf = async (db: Db, furnitureId: string): Promise<string[]> =>
  (await imagesByPiece(db, [furnitureId])).get(furnitureId) ?? [];

/** Of the images a listing showed, those its new photos no longer use. */
export const photosLeftOut = (before: readonly string[], photos: readonly PhotoFile[]): string[] =>
  before.filter((image) => !photos.some((photo) => photo.path === image));
