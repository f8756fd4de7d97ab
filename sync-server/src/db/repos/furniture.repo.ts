import type { Furniture } from '@stagehouse/shared/furniture.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Updateable } from 'kysely';
import type { Db } from '../database';
import type { FurnitureRow, FurnitureTable } from '../schema';

/** Image paths of many pieces in one query, in their order. */
export const imagesByFurniture = async (db: Db, ids: readonly string[]): Promise<Map<string, string[]>> => {
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
};

const tagsByFurniture = async (db: Db, ids: readonly string[]): Promise<Map<string, number[]>> => {
  const byId = new Map<string, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db.selectFrom('furnitureTags').select(['furnitureId', 'tagId']).where('furnitureId', 'in', ids).orderBy('furnitureId').orderBy('tagId').execute();
  for (const row of rows) byId.get(row.furnitureId)?.push(row.tagId);
  return byId;
};

export const toFurniture = (row: FurnitureRow, images: string[], tagIds: number[], showBuyer: boolean): Furniture => ({
  id: row.id,
  name: row.name,
  description: row.description,
  dimensions: row.dimensions,
  price: row.priceCents / 100,
  category: row.category as Furniture['category'],
  room: row.room as Furniture['room'],
  condition: row.condition as Furniture['condition'],
  status: row.status,
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
export const withImages = async (db: Db, rows: FurnitureRow[], showBuyer: (row: FurnitureRow) => boolean): Promise<Furniture[]> => {
  const ids = rows.map((r) => r.id);
  const [images, tags] = await Promise.all([imagesByFurniture(db, ids), tagsByFurniture(db, ids)]);
  return rows.map((row) => toFurniture(row, images.get(row.id) ?? [], tags.get(row.id) ?? [], showBuyer(row)));
};

/** Whether a viewer may read a piece: its owner and admins always, anyone else once it is listed (no draft) and reviewed. */
export const mayRead = (row: Pick<FurnitureRow, 'ownerId' | 'status' | 'needsReview'>, viewer: User | undefined): boolean =>
  (viewer !== undefined && (viewer.userType === 'admin' || viewer.id === row.ownerId)) || (row.status !== 'draft' && row.needsReview === 0);

export const listPublicFurnitureOfProperty = (db: Db, propertyId: number): Promise<FurnitureRow[]> =>
  db
    .selectFrom('furniture')
    .selectAll()
    .where('propertyId', '=', propertyId)
    .where('status', 'in', ['pending', 'sold'])
    .where('needsReview', '=', 0)
    .orderBy('status')
    .orderBy('createdAt', 'desc')
    .execute();

export const findFurnitureByIds = (db: Db, ids: readonly string[]): Promise<FurnitureRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('furniture').selectAll().where('id', 'in', ids).execute();

/** Gives the piece a new version; answers its owner, or undefined when there is no such piece. */
export const bumpFurnitureVersion = async (db: Db, id: string, now: string): Promise<number | undefined> =>
  (await db.updateTable('furniture').set((eb) => ({ version: eb('version', '+', 1), updatedAt: now })).where('id', '=', id).returning('ownerId').executeTakeFirst())?.ownerId;

export const updateFurniture = (db: Db, id: string, values: Updateable<FurnitureTable>) => db.updateTable('furniture').set(values).where('id', '=', id).execute();
