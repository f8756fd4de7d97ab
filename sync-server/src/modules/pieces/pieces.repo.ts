import type { Piece } from '@stagehouse/shared/piece.schema';
import { fromCents } from '@stagehouse/shared/money';
import type { Db } from '../../db/database';
import { keepsRows } from '../../db/query-helpers';
import type { PieceRow } from '../../db/schema';
import { publicPiece } from '../../policy';

/** Image paths of many pieces in one query, in their order. */
export async function imagesByPiece(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byId = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('furnitureImages')
    .select(['furnitureId', 'path'])
    .where('furnitureId', 'in', ids)
    .orderBy('furnitureId')
    .orderBy('position')
    .execute();
  for (const row of rows) byId.get(row.furnitureId)?.push(row.path);
  return byId;
}

async function tagsByFurniture(db: Db, ids: readonly string[]): Promise<Map<string, number[]>> {
  const byId = new Map<string, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('furnitureTags')
    .select(['furnitureId', 'tagId'])
    .where('furnitureId', 'in', ids)
    .orderBy('furnitureId')
    .orderBy('tagId')
    .execute();
  for (const row of rows) byId.get(row.furnitureId)?.push(row.tagId);
  return byId;
}

export const toPiece = (row: PieceRow, images: string[], tagIds: number[], showBuyer: boolean): Piece => ({
  id: row.id,
  name: row.name,
  description: row.description,
  dimensions: row.dimensions,
  price: fromCents(row.priceCents),
  category: row.category as Piece['category'],
  room: row.room as Piece['room'],
  condition: row.condition as Piece['condition'],
  status: row.status,
  needsReview: row.needsReview === 1,
  images,
  tagIds,
  ownerId: row.ownerId,
  propertyId: row.propertyId,
  propertyAddress: row.propertyAddress,
  propertyCity: row.propertyCity,
  propertyState: row.propertyState,
  propertyZip: row.propertyZip,
  latitude: row.latitude,
  longitude: row.longitude,
  mlsNumber: row.mlsNumber,
  soldDate: row.soldDate,
  buyerInfo: showBuyer ? row.buyerInfo : null,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Rows with their images and tags attached; buyer details only where `showBuyer` allows. */
export async function withImages(db: Db, rows: PieceRow[], showBuyer: (row: PieceRow) => boolean): Promise<Piece[]> {
  const ids = rows.map((r) => r.id);
  const [images, tags] = await Promise.all([imagesByPiece(db, ids), tagsByFurniture(db, ids)]);
  return rows.map((row) => toPiece(row, images.get(row.id) ?? [], tags.get(row.id) ?? [], showBuyer(row)));
}

export const listPublicPiecesOfProperty = (db: Db, propertyId: number): Promise<PieceRow[]> =>
  db
    .selectFrom('furniture')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .where(publicPiece)
    .orderBy('status')
    .orderBy('createdAt', 'desc')
    .execute();

export const findPiecesByIds = (db: Db, ids: readonly string[]): Promise<PieceRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('furniture').selectAll().where('id', 'in', ids).execute();

export const findPieceById = (db: Db, id: string): Promise<PieceRow | undefined> =>
  db.selectFrom('furniture').selectAll().where('id', '=', id).executeTakeFirst();

/** The piece, kept for the caller's transaction from every other transaction (`update`) or from those that change it (`share`). */
const findPieceKept = (db: Db, id: string, lock: 'update' | 'share'): Promise<PieceRow | undefined> =>
  db
    .selectFrom('furniture')
    .selectAll()
    .where('id', '=', id)
    .$if(keepsRows(db), (q) => (lock === 'update' ? q.forUpdate() : q.forShare()))
    .executeTakeFirst();

/**
 * The piece, kept for the caller's transaction: whatever else would change it or its requests waits
 * until that transaction ends, so a check made on it holds until then.
 */
export const findPieceToChange = (db: Db, id: string) => findPieceKept(db, id, 'update');

/** The piece, kept from changes (not from other requests to buy it) for the caller's transaction. */
export const findPieceToRequest = (db: Db, id: string) => findPieceKept(db, id, 'share');

/** A lister's pieces, newest first. */
export const listPiecesOfOwner = (db: Db, ownerId: number): Promise<PieceRow[]> =>
  db.selectFrom('furniture').selectAll().where('ownerId', '=', ownerId).orderBy('createdAt', 'desc').execute();

/** A lister's sold pieces, latest sale first. */
export const listSoldPiecesOfOwner = (db: Db, ownerId: number): Promise<PieceRow[]> =>
  db.selectFrom('furniture').selectAll().where('ownerId', '=', ownerId).where('status', '=', 'sold').orderBy('soldDate', 'desc').execute();

/** How many of a lister's pieces sold since `since`, and for how much in all (a SUM: null when none). */
export async function salesSince(db: Db, ownerId: number, since: string) {
  const row = await db
    .selectFrom('furniture')
    .select((eb) => [eb.fn.sum<number>('priceCents').as('totalCents'), eb.fn.countAll<number>().as('count')])
    .where('ownerId', '=', ownerId)
    .where('status', '=', 'sold')
    .where('soldDate', '>=', since)
    .executeTakeFirstOrThrow();
  return { totalCents: row.totalCents, count: Number(row.count) };
}

export const tagIdsOf = async (db: Db, furnitureId: string): Promise<number[]> =>
  (await tagsByFurniture(db, [furnitureId])).get(furnitureId) ?? [];
