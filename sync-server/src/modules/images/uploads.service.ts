import type { StoredImage } from '@stagehouse/shared/piece.schema';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { limits } from '@stagehouse/shared/limits';
import type { User } from '@stagehouse/shared/user.schema';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { sampleImagesDir } from '../../config';
import type { Db } from '../../db/database';
import { isImageShown } from '../pieces/piece-images.repo';
import {
  claimUploadToken,
  deleteUnusedUploadTokensExpiredBy,
  deleteUploadToken,
  findUploadToken,
  keepUploadToken,
  insertUploadToken,
  recordUploadStored,
  releaseUploadToken,
} from './uploads.repo';
import { inTransaction, onceCommitted } from '../../db/transaction';
import { busy, conflict, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from '../../http/errors';
import { canUseUpload } from '../../policy';
import { imageTypeOf } from '../../infra/image-type';
import type { PhotoDescription, PhotoStore, PhotoToStore } from '../../infra/photo-store';
import { takeAttempt } from '../../infra/rate-limit';

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

const gone = 'This upload address is unknown, used or expired';

const storedImage = (id: string, photo: PhotoDescription): StoredImage => ({
  path: `/api/images/uploads/${id}.webp`,
  thumbnail: `/api/images/uploads/${id}-thumb.webp`,
  width: photo.width,
  height: photo.height,
  size: photo.size,
});

type UploadToken = NonNullable<Awaited<ReturnType<typeof findUploadToken>>>;

/**
 * How long a request may take to store a photo it took the address for. Past that with nothing
 * stored, the request is taken as gone (its process killed mid-way) and the address is free again.
 */
export const abandonedClaimMs = 10 * 60 * 1000;

const abandonedBefore = (now: Date) => new Date(now.getTime() - abandonedClaimMs).toISOString();

/** The size noted when the photo at this address was stored, or null while it is not. */
const storedSize = ({ size, width, height }: UploadToken): PhotoDescription | null =>
  size === null || width === null || height === null ? null : { size, width, height };

/**
 * The photo stored at an address already taken (a PUT sent again); 409 while the request that took
 * the address is still storing it (for abandonedClaimMs at most). The address of a photo removed since is gone with it.
 */
export async function storedUpload(db: Db, id: string): Promise<StoredImage> {
  const token = await findUploadToken(db, id);
  if (!token) throw notFound(gone);
  const photo = storedSize(token);
  if (!photo) throw conflict('This photo is still being stored: try again in a moment');
  return storedImage(id, photo);
}

/** The upload address of this user: its photo when one was stored there already (a PUT sent again), else null. */
export async function checkUploadAddress(db: Db, userId: number, id: string): Promise<StoredImage | null> {
  const token = id ? await findUploadToken(db, id) : undefined;
  if (!token) throw notFound(gone);
  if (token.userId !== userId) throw forbidden('This upload address belongs to another user');
  const now = new Date();
  const free = token.usedAt === null || (token.size === null && token.usedAt < abandonedBefore(now));
  if (free && token.expiresAt >= now.toISOString()) return null;
  if (free) throw notFound(gone);
  return storedUpload(db, id);
}

/** A photo ready to store, with its thumbnail for cards. */
interface EncodedPhoto {
  photo: PhotoToStore;
  thumbnail: PhotoToStore;
}

const unreadable = () => unsupportedMediaType('The file could not be read as an image');

/**
 * Refuses a file that is not a JPEG, PNG, GIF or WebP image by its content, or whose size in pixels
 * (read from its header, without decoding it) is too large or too long and thin to be a photo.
 */
async function checkPhotoHeader(bytes: Buffer): Promise<void> {
  if (!imageTypeOf(bytes)) throw unsupportedMediaType('Invalid file type: only JPEG, PNG, GIF and WebP images are accepted');
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (width * height > limits.photoMaxPixels)
    throw payloadTooLarge(`The photo is too large: at most ${limits.photoMaxPixels / 1_000_000} megapixels`);
  if (Math.max(width, height) > limits.photoMaxSidePx)
    throw payloadTooLarge(`The photo is too large: at most ${limits.photoMaxSidePx.toLocaleString('en-US')} pixels on its longest side`);
  if (Math.max(width, height) > limits.photoMaxAspect * Math.max(1, Math.min(width, height)))
    throw unsupportedMediaType(
      `The photo is too long and thin: its longest side may be at most ${limits.photoMaxAspect} times its shortest`,
    );
}

/**
 * Photos are decoded one at a time: a decode holds one of the few threads that also read files
 * (static files, sample images), so a burst of uploads waits its turn instead of stalling those.
 */
const decoding = pLimit(1);
/** Uploads waiting for their decode at most; past that, one is asked to come back shortly. */
export const decodesWaitingAtMost = 8;

/**
 * Decodes a checked photo and re-encodes it (which drops EXIF data such as the GPS position of a
 * home), with a thumbnail for cards, in its turn. Slow: done outside any transaction.
 */
async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (decoding.pendingCount >= decodesWaitingAtMost) throw busy('Many photos are being stored right now. Please try again in a moment.', 5);
  return decoding(() => decodeAndEncode(bytes));
}

async function decodeAndEncode(bytes: Buffer): Promise<EncodedPhoto> {
  const image = sharp(bytes, { animated: false, limitInputPixels: limits.photoMaxPixels })
    .rotate()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });
  const [photo, thumbnail] = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
    image.clone().resize({ width: 480, height: 320, fit: 'cover' }).webp({ quality: 70 }).toBuffer({ resolveWithObject: true }),
  ]).catch(() => {
    throw unreadable();
  });
  return {
    photo: { bytes: photo.data, width: photo.info.width, height: photo.info.height },
    thumbnail: { bytes: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
  };
}

/**
 * Checks the photo's header, takes the address (once, before any decoding), decodes the photo and
 * stores it and its thumbnail there, then notes the photo's size with the address (what
 * storedUpload and a listing look for); null when a parallel upload to it took it first. A photo
 * that cannot be decoded or stored leaves neither file behind, and the address free to send again.
 */
export async function storeUpload(db: Db, photos: PhotoStore, id: string, bytes: Buffer): Promise<StoredImage | null> {
  await checkPhotoHeader(bytes);
  const now = new Date();
  if (!(await claimUploadToken(db, id, now.toISOString(), abandonedBefore(now)))) return null;
  try {
    const encoded = await encodePhoto(bytes);
    const size = { size: encoded.photo.bytes.length, width: encoded.photo.width, height: encoded.photo.height };
    await photos.put(`${id}-thumb.webp`, encoded.thumbnail);
    await photos.put(`${id}.webp`, encoded.photo);
    await recordUploadStored(db, id, size);
    return storedImage(id, size);
  } catch (error) {
    await photos.remove(`${id}-thumb.webp`);
    await photos.remove(`${id}.webp`);
    await releaseUploadToken(db, id);
    throw error;
  }
}

const samplePath = /^\/api\/images\/([\w-]{1,80}\.(?:webp|png|jpe?g|gif))$/;

const exists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

const unmeasured: PhotoDescription = { size: 0, width: 0, height: 0 };

/**
 * The size of an image a listing may show: a shipped sample that exists (not measured), or a stored
 * upload of this user (any user's for an admin), as noted when it was stored; null for any other.
 */
export async function usableImage(db: Db, user: User, image: string): Promise<PhotoDescription | null> {
  const sample = image.match(samplePath)?.[1];
  if (sample) return (await exists(path.join(sampleImagesDir, sample))) ? unmeasured : null;
  const upload = uploadIdOf(image);
  if (!upload) return null;
  const token = await findUploadToken(db, upload);
  if (!token || !canUseUpload(user, token)) return null;
  return storedSize(token);
}

/** Upload addresses that ran out unused are dropped. */
export const pruneUploadTokens = (db: Db) => deleteUnusedUploadTokensExpiredBy(db, new Date().toISOString());

/**
 * Once the caller's transaction has committed, removes each upload of these paths that no listing
 * shows any more: its spent address, checked and dropped in a transaction of its own so that no
 * write takes the photo up in between, then (outside any transaction) its photo and thumbnail.
 * Shipped samples stay.
 */
export async function removeUnusedUploads(db: Db, photos: PhotoStore, images: readonly string[]): Promise<void> {
  await onceCommitted(db, async (committed) => {
    for (const image of images) {
      const id = uploadIdOf(image);
      if (!id) continue;
      const unused = await inTransaction(committed, async (trx) => {
        await keepUploadToken(trx, id);
        if (await isImageShown(trx, image)) return false;
        await deleteUploadToken(trx, id);
        return true;
      });
      if (!unused) continue;
      await photos.remove(`${id}.webp`);
      await photos.remove(`${id}-thumb.webp`);
    }
  });
}
