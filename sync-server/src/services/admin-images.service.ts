import { bulkDeleteImagesSchema, type FurnitureImage, patchImageSchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import { z } from 'zod';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { recordPieceChange } from '../db/repos/changes.repo';
import { inTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import { removeUploadFiles } from './uploads.service';

const imagesQuerySchema = z.object({ listingId: z.string().max(64).optional() });

const selectImages = (db: Db) =>
  db
    .selectFrom('furnitureImages')
    .innerJoin('furniture', 'furniture.id', 'furnitureImages.furnitureId')
    .select(['furnitureImages.id', 'furnitureImages.furnitureId', 'furniture.name', 'furnitureImages.path', 'furnitureImages.isFeatured', 'furnitureImages.createdAt', 'furnitureImages.fileSize', 'furnitureImages.width', 'furnitureImages.height', 'furnitureImages.alt']);

/** The photos of one listing (or the newest 200 of all), featured first, with statistics over what is shown. */
export const listImages = async (db: Db, input: unknown) => {
  const q = imagesQuerySchema.parse(input);
  let query = selectImages(db);
  if (q.listingId) query = query.where('furnitureImages.furnitureId', '=', q.listingId);
  const rows = await query.orderBy('furnitureImages.createdAt', 'desc').orderBy('furnitureImages.position').limit(200).execute();
  const images: FurnitureImage[] = rows.map((r) => ({
    id: r.id,
    listingId: r.furnitureId,
    listingTitle: r.name,
    fileName: r.path.split('/').pop() ?? r.path,
    url: r.path,
    isFeatured: r.isFeatured === 1,
    uploadedAt: r.createdAt,
    fileSize: r.fileSize,
    dimensions: `${r.width}x${r.height}`,
    alt: r.alt,
  }));
  return { images, stats: { total: images.length, featured: images.filter((i) => i.isFeatured).length, totalBytes: images.reduce((t, i) => t + i.fileSize, 0), listings: new Set(images.map((i) => i.listingId)).size } };
};

/** Listings whose photos changed: featured photo first, a new version, and their owners' devices hear of it. */
const touchListings = async (trx: Db, ids: string[], keepOneFeatured: boolean) => {
  const now = new Date().toISOString();
  for (const id of new Set(ids)) {
    const photos = await trx.selectFrom('furnitureImages').select(['id', 'isFeatured']).where('furnitureId', '=', id).orderBy('isFeatured', 'desc').orderBy('position').execute();
    if (keepOneFeatured && photos.length > 0 && !photos.some((p) => p.isFeatured === 1)) await trx.updateTable('furnitureImages').set({ isFeatured: 1 }).where('id', '=', photos[0]!.id).execute();
    for (const [position, p] of photos.entries()) await trx.updateTable('furnitureImages').set({ position }).where('id', '=', p.id).execute();
    const row = await trx.updateTable('furniture').set((eb) => ({ version: eb('version', '+', 1), updatedAt: now })).where('id', '=', id).returning('ownerId').executeTakeFirst();
    if (row) await recordPieceChange(trx, { id, ownerId: row.ownerId }, 'upsert');
  }
};

/** One featured photo per listing: featuring one unfeatures the others, and it becomes the first photo buyers see. */
export const setFeatured = async (db: Db, admin: User, id: number, input: unknown, ip: string): Promise<FurnitureImage> => {
  const { isFeatured } = patchImageSchema.parse(input);
  const image = await db.selectFrom('furnitureImages').select(['furnitureId', 'path']).where('id', '=', id).executeTakeFirst();
  if (!image) throw notFound('Image not found');
  await inTransaction(db, async (trx) => {
    if (isFeatured) await trx.updateTable('furnitureImages').set({ isFeatured: 0 }).where('furnitureId', '=', image.furnitureId).execute();
    await trx.updateTable('furnitureImages').set({ isFeatured: isFeatured ? 1 : 0 }).where('id', '=', id).execute();
    await touchListings(trx, [image.furnitureId], false);
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'listing', entityId: image.furnitureId, entityTitle: image.path, details: isFeatured ? 'Featured photo' : 'Photo no longer featured', ipAddress: ip });
  });
  return (await listImages(db, { listingId: image.furnitureId })).images.find((i) => i.id === id) as FurnitureImage;
};

/** Deletes photos (rows, then their files); a listing that loses its featured photo features its next one. */
export const deleteImages = async (db: Db, dataDir: string, admin: User, ids: number[], ip: string): Promise<{ deleted: number }> => {
  const rows = ids.length === 0 ? [] : await db.selectFrom('furnitureImages').select(['id', 'furnitureId', 'path']).where('id', 'in', ids).execute();
  if (rows.length === 0) throw notFound('Image not found');
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('furnitureImages').where('id', 'in', rows.map((r) => r.id)).execute();
    await touchListings(trx, rows.map((r) => r.furnitureId), true);
    await recordActivity(trx, { actor: admin, action: 'delete', entityType: 'listing', entityId: rows[0]!.furnitureId, entityTitle: `${rows.length} photo${rows.length === 1 ? '' : 's'}`, details: rows.map((r) => r.path).join(', ').slice(0, 500), ipAddress: ip });
  });
  await removeUploadFiles(dataDir, rows.map((r) => r.path));
  return { deleted: rows.length };
};

export const bulkDeleteImages = (db: Db, dataDir: string, admin: User, input: unknown, ip: string) => deleteImages(db, dataDir, admin, bulkDeleteImagesSchema.parse(input).imageIds, ip);
