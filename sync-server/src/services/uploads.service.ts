import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { limits } from '@stagehouse/shared/limits';
import sharp from 'sharp';
import { sampleImagesDir } from '../config';
import type { Db } from '../db/database';
import { claimUploadToken, deleteUnusedUploadTokensExpiredBy, findUploadToken, insertUploadToken } from '../db/repos/uploads.repo';
import { forbidden, notFound, payloadTooLarge, unsupportedMediaType } from '../http/errors';
import { imageTypeOf } from './image-type';
import type { PhotoStore } from './photo-store';
import { takeAttempt } from './rate-limit';

const uploadedPath = /^\/api\/images\/uploads\/([0-9a-f-]{36})\.webp$/;

/** The id of an uploaded photo from its path, or undefined for any other path. */
export const uploadIdOf = (image: string) => image.match(uploadedPath)?.[1];

/** A one-time upload address on this server, bound to the user, valid 15 minutes (300 an hour); relative, so no request header shapes it. */
export async function createUploadUrl(db: Db, userId: number): Promise<{ uploadURL: string }> {
  await takeAttempt(
    db,
    [{ bucket: `upload-url:${userId}`, limit: limits.uploadUrlsPerUserPerHour, windowMs: limits.hourMs }],
    'Too many photo uploads. Please try again in an hour.',
  );
  const id = randomUUID();
  await insertUploadToken(db, id, userId, new Date(Date.now() + limits.uploadUrlTtlMs).toISOString());
  return { uploadURL: `/api/images/uploads/${id}.webp` };
}

export interface StoredImage {
  path: string;
  thumbnail: string;
  width: number;
  height: number;
  size: number;
}

const gone = 'This upload address is unknown, used or expired';

/** The upload address of this user: its photo when one was stored there already (a PUT sent again), else null. */
export async function checkUploadAddress(db: Db, photos: PhotoStore, userId: number, id: string): Promise<StoredImage | null> {
  const token = id ? await findUploadToken(db, id) : undefined;
  if (!token) throw notFound(gone);
  if (token.userId !== userId) throw forbidden('This upload address belongs to another user');
  if (token.usedAt === null && token.expiresAt >= new Date().toISOString()) return null;
  if (token.usedAt === null) throw notFound(gone);
  const stored = await photos.read(`${id}.webp`);
  const meta = stored
    ? await sharp(stored)
        .metadata()
        .catch(() => null)
    : null;
  if (!stored || !meta) throw notFound(gone);
  return {
    path: `/api/images/uploads/${id}.webp`,
    thumbnail: `/api/images/uploads/${id}-thumb.webp`,
    width: meta.width,
    height: meta.height,
    size: stored.length,
  };
}

export interface EncodedPhoto {
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const unreadable = () => unsupportedMediaType('The file could not be read as an image');

/**
 * A photo checked by content, its size in pixels read from its header and refused before it is
 * decoded when too large, then re-encoded (which drops EXIF data such as the GPS position of a
 * home) with a thumbnail for cards. Slow: done before any transaction.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (!imageTypeOf(bytes)) throw unsupportedMediaType('Invalid file type: only JPEG, PNG, GIF and WebP images are accepted');
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if ((header.width ?? 0) * (header.height ?? 0) > limits.photoMaxPixels)
    throw payloadTooLarge(`The photo is too large: at most ${limits.photoMaxPixels / 1_000_000} megapixels`);
  const image = sharp(bytes, { animated: false, limitInputPixels: limits.photoMaxPixels })
    .rotate()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });
  const [{ data, info }, thumbnail] = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
    image.clone().resize({ width: 480, height: 320, fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
  ]).catch(() => {
    throw unreadable();
  });
  return { data, thumbnail, width: info.width, height: info.height };
}

/** Takes the address (once: a parallel upload to it loses) and stores the photo and its thumbnail there. */
export async function storeUpload(db: Db, photos: PhotoStore, id: string, photo: EncodedPhoto): Promise<StoredImage> {
  if (!(await claimUploadToken(db, id, new Date().toISOString()))) throw notFound(gone);
  await photos.put(`${id}.webp`, photo.data);
  await photos.put(`${id}-thumb.webp`, photo.thumbnail);
  return {
    path: `/api/images/uploads/${id}.webp`,
    thumbnail: `/api/images/uploads/${id}-thumb.webp`,
    width: photo.width,
    height: photo.height,
    size: photo.data.length,
  };
}

const samplePath = /^\/api\/images\/([\w-]{1,80}\.(?:webp|png|jpe?g|gif))$/;

const exists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

/** Whether a listing may use an image: a shipped sample that exists, or a stored upload of this user (any user's for an admin). */
export async function mayUseImage(db: Db, photos: PhotoStore, userId: number, image: string, isAdmin: boolean): Promise<boolean> {
  const sample = image.match(samplePath)?.[1];
  if (sample) return exists(path.join(sampleImagesDir, sample));
  const upload = uploadIdOf(image);
  if (!upload) return false;
  const token = await findUploadToken(db, upload);
  if (!token || token.usedAt === null || !(isAdmin || token.userId === userId)) return false;
  return (await photos.size(`${upload}.webp`)) !== null;
}

/** Upload addresses that ran out unused are dropped. */
export const pruneUploadTokens = (db: Db) => deleteUnusedUploadTokensExpiredBy(db, new Date().toISOString());

/** Removes the stored photos and thumbnails of these paths; shipped samples stay. */
export async function removeUploadFiles(photos: PhotoStore, images: string[]): Promise<void> {
  for (const image of images) {
    const id = uploadIdOf(image);
    if (!id) continue;
    await photos.remove(`${id}.webp`);
    await photos.remove(`${id}-thumb.webp`);
  }
}
