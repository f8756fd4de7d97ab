import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { limits } from '@stagehouse/shared/limits';
import sharp from 'sharp';
import type { Db } from '../db/database';
import { forbidden, notFound, unsupportedMediaType } from '../http/errors';
import { imageTypeOf } from './image-type';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
const uploadedPath = /^\/api\/images\/uploads\/([0-9a-f-]{36})\.webp$/;

/** A one-time upload address on this server, bound to the user, valid 15 minutes. */
export const createUploadUrl = async (db: Db, userId: number, origin: string): Promise<{ uploadURL: string }> => {
  const id = randomUUID();
  await db.insertInto('uploadTokens').values({ token: id, userId, expiresAt: new Date(Date.now() + limits.uploadUrlTtlMs).toISOString(), usedAt: null }).execute();
  return { uploadURL: `${origin}/api/images/uploads/${id}.webp` };
};

export interface StoredImage {
  path: string;
  thumbnail: string;
  width: number;
  height: number;
  size: number;
}

/**
 * Stores the bytes sent to an upload address once: checked by content, re-encoded (which drops
 * EXIF data such as the GPS position of a home) with a thumbnail for cards.
 */
export const storeUpload = async (db: Db, dataDir: string, userId: number, id: string, bytes: Buffer): Promise<StoredImage> => {
  const token = await db.selectFrom('uploadTokens').selectAll().where('token', '=', id).executeTakeFirst();
  if (!token || token.usedAt !== null || token.expiresAt < new Date().toISOString()) throw notFound('This upload address is unknown, used or expired');
  if (token.userId !== userId) throw forbidden('This upload address belongs to another user');
  if (!imageTypeOf(bytes)) throw unsupportedMediaType('Invalid file type: only JPEG, PNG, GIF and WebP images are accepted');

  const dir = uploadsDir(dataDir);
  const image = sharp(bytes, { animated: false }).rotate().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });
  const encoded = await Promise.all([
    image.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
    image.clone().resize({ width: 480, height: 320, fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
  ]).catch(() => {
    throw unsupportedMediaType('The file could not be read as an image');
  });
  const [{ data, info }, thumb] = encoded;
  const used = await db.updateTable('uploadTokens').set({ usedAt: new Date().toISOString() }).where('token', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw notFound('This upload address is unknown, used or expired');
  await fs.writeFile(path.join(dir, `${id}.webp`), data);
  await fs.writeFile(path.join(dir, `${id}-thumb.webp`), thumb);
  return { path: `/api/images/uploads/${id}.webp`, thumbnail: `/api/images/uploads/${id}-thumb.webp`, width: info.width, height: info.height, size: data.length };
};

/** Whether a listing may use an image: a shipped sample, or an upload of this user. */
export const mayUseImage = async (db: Db, userId: number, image: string, isAdmin: boolean): Promise<boolean> => {
  const upload = image.match(uploadedPath)?.[1];
  if (!upload) return !image.startsWith('/api/images/uploads/');
  const token = await db.selectFrom('uploadTokens').select(['userId', 'usedAt']).where('token', '=', upload).executeTakeFirst();
  return token !== undefined && token.usedAt !== null && (isAdmin || token.userId === userId);
};

export const removeUploadFiles = async (dataDir: string, images: string[]): Promise<void> => {
  for (const image of images) {
    const id = image.match(uploadedPath)?.[1];
    if (!id) continue;
    await fs.rm(path.join(uploadsDir(dataDir), `${id}.webp`), { force: true });
    await fs.rm(path.join(uploadsDir(dataDir), `${id}-thumb.webp`), { force: true });
  }
};
