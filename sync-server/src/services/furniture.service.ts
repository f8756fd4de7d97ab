import { notices } from '@stagehouse/shared/messages';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { offeredCategories } from '@stagehouse/shared/category-options';
import { createFurnitureSchemaFor, editFurnitureSchema, type Furniture } from '@stagehouse/shared/furniture.schema';
import { createFormCategories, editFormCategories } from '@stagehouse/shared/options';
import { limits } from '@stagehouse/shared/limits';
import type { SalesAnalytics } from '@stagehouse/shared/furniture.schema';
import type { User } from '@stagehouse/shared/user.schema';
import sharp from 'sharp';
import { addressKey } from '../db/address-key';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { recordActivity } from '../db/repos/activity.repo';
import { recordChange, recordPieceChange } from '../db/repos/changes.repo';
import { listCategoryChoices } from '../db/repos/categories.repo';
import { imagesByFurniture, mayRead, withImages } from '../db/repos/furniture.repo';
import { findHouseAt } from '../db/repos/properties.repo';
import type { FurnitureRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from '../http/errors';
import { placeOf } from './geocode';
import { settleSale } from './sale.service';
import { takeAttempt } from './rate-limit';
import { mayUseImage, removeUploadFiles, uploadsDir } from './uploads.service';
import { monthStart } from '../db/query-helpers';

const isAdmin = (user: User) => user.userType === 'admin';
const mayChange = (user: User, row: { ownerId: number }) => isAdmin(user) || row.ownerId === user.id;

const assertImages = async (db: Db, dataDir: string, user: User, images: string[]) => {
  for (const image of images) {
    if (!(await mayUseImage(db, dataDir, user.id, image, isAdmin(user)))) throw badRequest(`The photo ${image} is not one of your uploads`);
  }
};

/** The owner an admin names for a listing must be a stager's or realtor's account. */
export const assertListerAccount = async (db: Db, id: number) => {
  const account = await db.selectFrom('users').select('id').where('id', '=', id).where('role', 'in', ['stager', 'realtor']).executeTakeFirst();
  if (!account) throw badRequest(`No stager or realtor account has the id ${id}`);
};

const imageRows = async (dataDir: string, furnitureId: string, images: string[], alt: string, createdAt: string) =>
  Promise.all(
    images.map(async (image, position) => {
      const file = image.startsWith('/api/images/uploads/') ? path.join(uploadsDir(dataDir), path.basename(image)) : null;
      const meta = file ? await sharp(file).metadata().catch(() => null) : null;
      const size = file ? (await fs.stat(file).catch(() => null))?.size ?? 0 : 0;
      return { furnitureId, path: image, position, isFeatured: position === 0 ? 1 : 0, alt, fileSize: size, width: meta?.width ?? 0, height: meta?.height ?? 0, createdAt };
    }),
  );

/**
 * The house a listing stands in: the owner's own at that address, else a house another active lister
 * already shows there (one map entry per address), else a new one; the place comes from the offline
 * zip lookup.
 */
const propertyFor = async (db: Db, ownerId: number, address: string | null | undefined) => {
  if (!address) return { propertyId: null, place: null };
  const place = placeOf(address);
  const existing = await findHouseAt(db, addressKey(address), ownerId);
  if (existing) return { propertyId: existing.id, place };
  if (!place) return { propertyId: null, place: null };
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('properties')
    .values({ ownerId, address, addressKey: addressKey(address), city: place.city, state: place.state, zipCode: place.zip, latitude: place.latitude, longitude: place.longitude, description: null, openHouseDate: null, openHouseTime: null, bedrooms: null, bathrooms: null, squareFootage: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { propertyId: id, place };
};

/** A write based on an older version than the stored one answers 412 with the current piece. */
const assertVersion = async (db: Db, row: FurnitureRow, user: User, expected: number | null) => {
  if (expected !== null && expected !== row.version) {
    throw preconditionFailed(notices.listingChangedElsewhere, { current: await one(db, row.id, user) });
  }
};

const one = async (db: Db, id: string, viewer: User | undefined): Promise<Furniture> => {
  const row = await db.selectFrom('furniture').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !mayRead(row, viewer)) throw notFound('Furniture not found');
  const [piece] = await withImages(db, [row], (r) => viewer !== undefined && mayChange(viewer, r));
  return piece as Furniture;
};

export const getFurniture = (db: Db, id: string, viewer: User | undefined) => one(db, id, viewer);

/** What a new listing holds; the open house is found or made from the address. */
export interface NewListing {
  id: string;
  ownerId: number;
  name: string;
  description: string | null;
  dimensions?: string | null;
  priceCents: number;
  category: string | null;
  room?: string | null;
  condition?: string | null;
  status: 'draft' | 'pending';
  needsReview?: boolean;
  propertyAddress: string | null;
  mlsNumber?: string | null;
  images: string[];
  tagIds?: number[];
  location?: { city?: string | null; state?: string | null; zip?: string | null; latitude?: number | null; longitude?: number | null };
}

/** One listing with its open house, photos, change record and activity entry, inside the caller's transaction. */
export const insertListing = async (trx: Db, dataDir: string, actor: User, listing: NewListing, ip: string | null): Promise<void> => {
  const now = new Date().toISOString();
  const { propertyId, place } = await propertyFor(trx, listing.ownerId, listing.propertyAddress);
  const given = listing.location ?? {};
  await trx
    .insertInto('furniture')
    .values({
      id: listing.id,
      ownerId: listing.ownerId,
      propertyId,
      name: listing.name,
      description: listing.description,
      dimensions: listing.dimensions ?? null,
      priceCents: listing.priceCents,
      category: listing.category,
      room: listing.room ?? null,
      condition: listing.condition ?? null,
      status: listing.status,
      needsReview: listing.needsReview ? 1 : 0,
      propertyAddress: listing.propertyAddress,
      propertyCity: place?.city ?? given.city ?? null,
      propertyState: place?.state ?? given.state ?? null,
      propertyZip: place?.zip ?? given.zip ?? null,
      latitude: place?.latitude ?? given.latitude ?? null,
      longitude: place?.longitude ?? given.longitude ?? null,
      mlsNumber: listing.mlsNumber ?? null,
      soldDate: null,
      buyerInfo: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (listing.images.length > 0) await trx.insertInto('furnitureImages').values(await imageRows(dataDir, listing.id, listing.images, listing.name, now)).execute();
  if (listing.tagIds?.length) await trx.insertInto('furnitureTags').values(listing.tagIds.map((tagId) => ({ furnitureId: listing.id, tagId }))).execute();
  await recordChange(trx, { userId: listing.ownerId, entity: 'furniture', entityId: listing.id, op: 'upsert' });
  await recordActivity(trx, { actor, action: 'create', entityType: 'listing', entityId: listing.id, entityTitle: listing.name || 'Untitled draft', details: `Status ${listing.status}`, ipAddress: ip });
};

export const categoryNotOffered = 'Choose a category from the list';

/** A category must be one the form offers now (the back office decides which). */
const assertCategoryOffered = async (db: Db, formList: readonly string[], category: string) => {
  if (!offeredCategories(formList, await listCategoryChoices(db)).some((o) => o.value === category)) {
    throw badRequest(categoryNotOffered, [{ path: ['category'], message: categoryNotOffered }]);
  }
};

export const tagNotOffered = 'Choose tags from the list';

/** Tags must be active in the back office, except those the piece already has. */
const assertTagsOffered = async (db: Db, tagIds: readonly number[], kept: readonly number[] = []) => {
  const added = [...new Set(tagIds)].filter((id) => !kept.includes(id));
  if (added.length === 0) return;
  const active = await db.selectFrom('tags').select('id').where('id', 'in', added).where('isActive', '=', 1).execute();
  if (active.length !== added.length) throw badRequest(tagNotOffered, [{ path: ['tagIds'], message: tagNotOffered }]);
};

/** List Furniture (pending) or Save Draft (draft); the owner is the signed-in user unless an admin says otherwise. */
export const createFurniture = async (db: Db, dataDir: string, user: User, input: unknown, ip: string): Promise<Furniture> => {
  const body = createFurnitureSchemaFor(input).parse(input);
  const ownerId = isAdmin(user) && body.ownerId ? body.ownerId : user.id;
  if (ownerId !== user.id) await assertListerAccount(db, ownerId);
  await assertImages(db, dataDir, user, body.images);
  const id = body.id ?? randomUUID();
  const existing = await db.selectFrom('furniture').select('ownerId').where('id', '=', id).executeTakeFirst();
  if (existing) {
    if (existing.ownerId !== ownerId) throw conflict('This listing id is already used');
    return one(db, id, user);
  }
  await takeAttempt(db, [{ bucket: `listings:${user.id}`, limit: limits.listingsPerUserPerHour, windowMs: limits.hourMs }], 'Too many new listings. Please try again in an hour.');
  if (body.category) await assertCategoryOffered(db, createFormCategories, body.category);
  await assertTagsOffered(db, body.tagIds);
  await inTransaction(db, (trx) =>
    insertListing(
      trx,
      dataDir,
      user,
      {
        id,
        ownerId,
        name: body.name ?? '',
        description: body.description ?? null,
        dimensions: body.dimensions ?? null,
        priceCents: Math.round((body.price ?? 0) * 100),
        category: body.category ?? null,
        room: body.room ?? null,
        condition: body.condition ?? null,
        status: body.status === 'draft' ? 'draft' : 'pending',
        propertyAddress: body.propertyAddress ?? null,
        mlsNumber: body.mlsNumber ?? null,
        images: body.images,
        tagIds: [...new Set(body.tagIds)],
        location: { city: body.propertyCity, state: body.propertyState, zip: body.propertyZip, latitude: body.latitude, longitude: body.longitude },
      },
      ip,
    ),
  );
  return one(db, id, user);
};

/** Owner or admin only; marking a piece sold dates the sale and pays the owner out once (less the 2.5% fee). */
export const updateFurniture = async (db: Db, dataDir: string, user: User, id: string, input: unknown, ip: string, expectedVersion: number | null = null): Promise<Furniture> => {
  const row = await db.selectFrom('furniture').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Furniture not found');
  if (!mayChange(user, row)) throw forbidden('Only the owner of this listing can change it');
  await assertVersion(db, row, user, expectedVersion);
  const body = editFurnitureSchema.parse(input);
  if (body.category !== row.category) await assertCategoryOffered(db, editFormCategories, body.category);
  if (body.tagIds) {
    const kept = (await db.selectFrom('furnitureTags').select('tagId').where('furnitureId', '=', id).execute()).map((t) => t.tagId);
    await assertTagsOffered(db, body.tagIds, kept);
  }
  if (body.images) await assertImages(db, dataDir, user, body.images);
  const now = new Date().toISOString();
  const removedImages: string[] = [];
  await inTransaction(db, async (trx) => {
    const address = body.propertyAddress ?? row.propertyAddress;
    const { propertyId, place } = address !== row.propertyAddress ? await propertyFor(trx, row.ownerId, address) : { propertyId: row.propertyId, place: null };
    const priceCents = Math.round(body.price * 100);
    await trx
      .updateTable('furniture')
      .set({
        name: body.name,
        description: body.description,
        dimensions: body.dimensions ?? null,
        priceCents,
        category: body.category,
        room: body.room,
        condition: body.condition,
        status: body.status,
        mlsNumber: body.mlsNumber ?? null,
        propertyAddress: address,
        propertyId,
        ...(place ? { propertyCity: place.city, propertyState: place.state, propertyZip: place.zip, latitude: place.latitude, longitude: place.longitude } : {}),
        soldDate: body.status === 'sold' ? (row.soldDate ?? now) : null,
        buyerInfo: body.status === 'sold' ? (body.buyerInfo ?? row.buyerInfo) : row.buyerInfo,
        version: row.version + 1,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    if (body.tagIds) {
      await trx.deleteFrom('furnitureTags').where('furnitureId', '=', id).execute();
      const tagIds = [...new Set(body.tagIds)];
      if (tagIds.length > 0) await trx.insertInto('furnitureTags').values(tagIds.map((tagId) => ({ furnitureId: id, tagId }))).execute();
    }
    if (body.images) {
      const before = (await imagesByFurniture(trx, [id])).get(id) ?? [];
      removedImages.push(...before.filter((image) => !body.images?.includes(image)));
      await trx.deleteFrom('furnitureImages').where('furnitureId', '=', id).execute();
      if (body.images.length > 0) await trx.insertInto('furnitureImages').values(await imageRows(dataDir, id, body.images, body.name, now)).execute();
    }
    await settleSale(trx, row, { status: body.status, priceCents }, now);
    await recordPieceChange(trx, row, 'upsert');
    await recordActivity(trx, { actor: user, action: 'update', entityType: 'listing', entityId: id, entityTitle: body.name, details: `Status ${body.status}`, ipAddress: ip });
  });
  await removeUploadFiles(dataDir, removedImages);
  return one(db, id, user);
};

export const deleteFurniture = async (db: Db, dataDir: string, user: User, id: string, ip: string, expectedVersion: number | null = null): Promise<void> => {
  const row = await db.selectFrom('furniture').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Furniture not found');
  if (!mayChange(user, row)) throw forbidden('Only the owner of this listing can remove it');
  await assertVersion(db, row, user, expectedVersion);
  const images = (await imagesByFurniture(db, [id])).get(id) ?? [];
  await inTransaction(db, async (trx) => {
    await recordPieceChange(trx, row, 'delete');
    await trx.deleteFrom('furniture').where('id', '=', id).execute();
    await recordActivity(trx, { actor: user, action: 'delete', entityType: 'listing', entityId: id, entityTitle: row.name, ipAddress: ip });
  });
  await removeUploadFiles(dataDir, images);
};

const assertSelfOrAdmin = (user: User, userId: number) => {
  if (user.id !== userId && !isAdmin(user)) throw forbidden('You can only see your own listings');
};

export const listOwnerFurniture = async (db: Db, user: User, ownerId: number): Promise<Furniture[]> => {
  assertSelfOrAdmin(user, ownerId);
  const rows = await db.selectFrom('furniture').selectAll().where('ownerId', '=', ownerId).orderBy('createdAt', 'desc').execute();
  return withImages(db, rows, () => true);
};

export const listOwnSold = async (db: Db, user: User): Promise<Furniture[]> => {
  const rows: FurnitureRow[] = await db.selectFrom('furniture').selectAll().where('ownerId', '=', user.id).where('status', '=', 'sold').orderBy('soldDate', 'desc').execute();
  return withImages(db, rows, () => true);
};

export const salesAnalytics = async (db: Db, user: User, ownerId: number): Promise<SalesAnalytics> => {
  assertSelfOrAdmin(user, ownerId);
  const row = await db
    .selectFrom('furniture')
    .select((eb) => [eb.fn.sum<number>('priceCents').as('total'), eb.fn.countAll<number>().as('count')])
    .where('ownerId', '=', ownerId)
    .where('status', '=', 'sold')
    .where('soldDate', '>=', monthStart())
    .executeTakeFirstOrThrow();
  const total = Number(row.total ?? 0) / 100;
  const count = Number(row.count);
  return { totalSales: total, itemsSold: count, averageSale: count === 0 ? 0 : Math.round((total / count) * 100) / 100 };
};
