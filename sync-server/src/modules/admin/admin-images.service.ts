import {
  type AdminImagesAnswer,
  adminImagesQuerySchema,
  bulkDeleteImagesSchema,
  type FurnitureImage,
  patchImageSchema,
} from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { recordActivity } from './activity.repo';
import { findImage, findImagesByIds, findImageWithPiece, imageStats, listImagesWithPiece } from '../pieces/piece-images.repo';
import { deletePhotos, featurePhoto } from '../../db/synced/piece-writes';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import type { PhotoStore } from '../../infra/photo-store';
import { removeUnusedUploads } from '../images/uploads.service';

type PhotoRow = NonNullable<Awaited<ReturnType<typeof findImageWithPiece>>>;

const toImage = (r: PhotoRow): FurnitureImage => ({
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
});

/** One page of the photos of one listing or of all, newest first, with statistics over every photo of that listing or of all. */
export async function listImages(db: Db, input: unknown): Promise<AdminImagesAnswer> {
  const q = adminImagesQuerySchema.parse(input);
  const [{ total, rows }, stats] = await Promise.all([listImagesWithPiece(db, q, q), imageStats(db, q.listingId)]);
  return { images: rows.map(toImage), stats, total, page: q.page, pageSize: q.pageSize };
}

/** One featured photo per listing: featuring one unfeatures the others, and it becomes the first photo buyers see. */
export async function setFeatured(db: Db, admin: User, id: number, input: unknown, ip: string): Promise<FurnitureImage> {
  const { isFeatured } = patchImageSchema.parse(input);
  const image = await findImage(db, id);
  if (!image) throw notFound('Image not found');
  await inTransaction(db, async (trx) => {
    if (!(await featurePhoto(trx, { id, furnitureId: image.furnitureId }, isFeatured))) throw notFound('Image not found');
    await recordActivity(trx, {
      actor: admin,
      action: 'update',
      entityType: 'listing',
      entityId: image.furnitureId,
      entityTitle: image.path,
      details: isFeatured ? 'Featured photo' : 'Photo no longer featured',
      ipAddress: ip,
    });
  });
  return toImage((await findImageWithPiece(db, id)) as PhotoRow);
}

/** Deletes photos (rows, then the stored files no listing shows any more); a listing that loses its featured photo features its next one. */
export async function deleteImages(db: Db, photos: PhotoStore, admin: User, ids: number[], ip: string): Promise<{ deleted: number }> {
  const rows = await findImagesByIds(db, ids);
  if (rows.length === 0) throw notFound('Image not found');
  const deleted = await inTransaction(db, async (trx) => {
    const removed = await deletePhotos(trx, rows);
    if (removed === 0) throw notFound('Image not found');
    await recordActivity(trx, {
      actor: admin,
      action: 'delete',
      entityType: 'listing',
      entityId: rows[0]!.furnitureId,
      entityTitle: `${rows.length} photo${rows.length === 1 ? '' : 's'}`,
      details: rows
        .map((r) => r.path)
        .join(', ')
        .slice(0, 500),
      ipAddress: ip,
    });
    return removed;
  });
  await removeUnusedUploads(
    db,
    photos,
    rows.map((r) => r.path),
  );
  return { deleted };
}

export const bulkDeleteImages = (db: Db, photos: PhotoStore, admin: User, input: unknown, ip: string) =>
  deleteImages(db, photos, admin, bulkDeleteImagesSchema.parse(input).imageIds, ip);
