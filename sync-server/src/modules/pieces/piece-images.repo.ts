import type { PageQuery } from '@stagehouse/shared/page.schema';
import type { Db } from '../../db/database';
import { onePage } from '../../db/query-helpers';

/** Counts over every photo of one listing or of all, not only those a page shows. */
export async function imageStats(db: Db, listingId: string | undefined) {
  let query = db
    .selectFrom('furnitureImages')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('isFeatured'), eb.lit(0)).as('featured'),
      eb.fn.coalesce(eb.fn.sum<number>('fileSize'), eb.lit(0)).as('totalBytes'),
      eb.fn.count<number>('furnitureId').distinct().as('listings'),
    ]);
  if (listingId) query = query.where('furnitureId', '=', listingId);
  const row = await query.executeTakeFirstOrThrow();
  return { total: Number(row.total), featured: Number(row.featured), totalBytes: Number(row.totalBytes), listings: Number(row.listings) };
}

/** Photos with the name of their piece. */
const photosWithPiece = (db: Db) => db.selectFrom('furnitureImages').innerJoin('furniture', 'furniture.id', 'furnitureImages.furnitureId');

const photoColumns = [
  'furnitureImages.id',
  'furnitureImages.furnitureId',
  'furniture.name',
  'furnitureImages.path',
  'furnitureImages.isFeatured',
  'furnitureImages.createdAt',
  'furnitureImages.fileSize',
  'furnitureImages.width',
  'furnitureImages.height',
  'furnitureImages.alt',
] as const;

/** Photos of one piece or of all, featured or not if asked, newest first (then in their order, then by id): one page of them and how many match in all. */
export function listImagesWithPiece(db: Db, filters: { listingId?: string; featured?: boolean }, page: PageQuery) {
  let query = photosWithPiece(db);
  if (filters.listingId) query = query.where('furnitureImages.furnitureId', '=', filters.listingId);
  if (filters.featured !== undefined) query = query.where('furnitureImages.isFeatured', '=', filters.featured ? 1 : 0);
  return onePage(
    query,
    (found) =>
      found
        .select(photoColumns)
        .orderBy('furnitureImages.createdAt', 'desc')
        .orderBy('furnitureImages.position')
        .orderBy('furnitureImages.id'),
    page,
  );
}

export const findImageWithPiece = (db: Db, id: number) =>
  photosWithPiece(db).select(photoColumns).where('furnitureImages.id', '=', id).executeTakeFirst();

export const findImage = (db: Db, id: number) =>
  db.selectFrom('furnitureImages').select(['furnitureId', 'path']).where('id', '=', id).executeTakeFirst();

/** Whether any listing shows the image at this path. */
export const isImageShown = async (db: Db, path: string) =>
  (await db.selectFrom('furnitureImages').select('id').where('path', '=', path).limit(1).executeTakeFirst()) !== undefined;

export const findImagesByIds = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? [] : db.selectFrom('furnitureImages').select(['id', 'furnitureId', 'path']).where('id', 'in', ids).execute();

/** A piece's photos, featured first, then in their order. */
export const listPhotosFeaturedFirst = (db: Db, furnitureId: string) =>
  db
    .selectFrom('furnitureImages')
    .select(['id', 'isFeatured'])
    .where('furnitureId', '=', furnitureId)
    .orderBy('isFeatured', 'desc')
    .orderBy('position')
    .execute();
