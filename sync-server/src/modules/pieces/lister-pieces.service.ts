import { notices } from '@stagehouse/shared/messages';
import { randomUUID } from 'node:crypto';
import { offeredCategories } from '@stagehouse/shared/category-options';
import { createPieceSchemaFor, editPieceSchema, type Piece } from '@stagehouse/shared/piece.schema';
import { limits } from '@stagehouse/shared/limits';
import { toCents } from '@stagehouse/shared/money';
import type { User } from '@stagehouse/shared/user.schema';
import { addressKey } from '../../db/address-key';
import type { Db } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { recordActivity } from '../admin/activity.repo';
import { findActiveTagIds, listCategoryChoices } from '../admin/categories.repo';
import { findPieceById, findPieceToChange, listPiecesOfOwner, tagIdsOf, withImages } from './pieces.repo';
import { findHouseAt, insertProperty, keepAddresses } from '../browse/properties.repo';
import { isListerAccount } from '../accounts/users.repo';
import { deletePiece, insertPiece, updatePiece } from '../../db/synced/piece-writes';
import type { PieceRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from '../../http/errors';
import { canChange, canRead, isAdmin } from '../../policy';
import { type PhotoFile, photoRows, photosLeftOut, photosOf, usablePhotos } from './piece-photos.service';
import { placeOf } from './geocode';
import { assertOwnPieces, settleSale } from '../requests/sale.service';
import { endRequestsOfPiece, type Messengers } from '../requests/purchase-request.service';
import { takeAttempt } from '../../infra/rate-limit';
import type { PhotoStore } from '../../infra/photo-store';
import { removeUnusedUploads } from '../images/uploads.service';

/** The owner an admin names for a listing must be a stager's or realtor's account. */
export async function assertListerAccount(db: Db, id: number) {
  if (!(await isListerAccount(db, id))) throw badRequest(`No stager or realtor account has the id ${id}`);
}

/**
 * The house a listing stands in: the owner's own at that address, else a house another active lister
 * already shows there (one map entry per address), else a new one; the place comes from the offline
 * zip lookup.
 */
export async function propertyFor(db: Db, ownerId: number, address: string | null | undefined) {
  if (!address) return { propertyId: null, place: null };
  const place = placeOf(address);
  await keepAddresses(db, [addressKey(address)]);
  const existing = await findHouseAt(db, addressKey(address), ownerId);
  if (existing) return { propertyId: existing.id, place };
  if (!place) return { propertyId: null, place: null };
  const now = new Date().toISOString();
  const propertyId = await insertProperty(db, {
    ownerId,
    address,
    addressKey: addressKey(address),
    city: place.city,
    state: place.state,
    zipCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    description: null,
    openHouseDate: null,
    openHouseTime: null,
    bedrooms: null,
    bathrooms: null,
    squareFootage: null,
    createdAt: now,
    updatedAt: now,
  });
  return { propertyId, place };
}

/** A write based on an older version than the stored one answers 412 with the current piece. */
async function assertVersion(db: Db, row: PieceRow, user: User, expected: number | null) {
  if (expected !== null && expected !== row.version) {
    throw preconditionFailed(notices.listingChangedElsewhere, { current: await one(db, row.id, user) });
  }
}

async function one(db: Db, id: string, viewer: User | undefined): Promise<Piece> {
  const row = await findPieceById(db, id);
  if (!row || !canRead(viewer, row)) throw notFound('Furniture not found');
  const [piece] = await withImages(db, [row], (r) => canChange(viewer, r));
  return piece as Piece;
}

export const getPiece = (db: Db, id: string, viewer: User | undefined) => one(db, id, viewer);

/** What a new listing holds; the open house is found or made from the address. */
export interface NewPiece {
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
  photos?: PhotoFile[];
  tagIds?: number[];
  location?: { city?: string | null; state?: string | null; zip?: string | null; latitude?: number | null; longitude?: number | null };
}

/** One listing with its open house, photos, change record and activity entry, inside the caller's transaction. */
export async function addPiece(trx: Trx, actor: User, listing: NewPiece, ip: string | null): Promise<void> {
  const now = new Date().toISOString();
  const { propertyId, place } = await propertyFor(trx, listing.ownerId, listing.propertyAddress);
  const given = listing.location ?? {};
  await insertPiece(
    trx,
    {
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
    },
    {
      images: photoRows({ furnitureId: listing.id, photos: listing.photos ?? [], alt: listing.name, createdAt: now }),
      tagIds: listing.tagIds ?? [],
    },
  );
  await recordActivity(trx, {
    actor,
    action: 'create',
    entityType: 'listing',
    entityId: listing.id,
    entityTitle: listing.name || 'Untitled draft',
    details: `Status ${listing.status}`,
    ipAddress: ip,
  });
}

export const categoryNotOffered = 'Choose a category from the list';

/** A new category for a piece must be an active one of the back office's table (a piece keeps the one it has). */
export async function assertCategoryOffered(db: Db, category: string) {
  if (!offeredCategories(await listCategoryChoices(db)).some((o) => o.value === category)) {
    throw badRequest(categoryNotOffered, [{ path: ['category'], message: categoryNotOffered }]);
  }
}

export const tagNotOffered = 'Choose tags from the list';

/** Tags must be active in the back office, except those the piece already has. */
async function assertTagsOffered(db: Db, tagIds: readonly number[], kept: readonly number[] = []) {
  const added = [...new Set(tagIds)].filter((id) => !kept.includes(id));
  if (added.length === 0) return;
  if ((await findActiveTagIds(db, added)).length !== added.length)
    throw badRequest(tagNotOffered, [{ path: ['tagIds'], message: tagNotOffered }]);
}

/** List Furniture (pending) or Save Draft (draft); the owner is the signed-in user unless an admin says otherwise. */
export async function createPiece(db: Db, user: User, input: unknown, ip: string): Promise<Piece> {
  const body = createPieceSchemaFor(input).parse(input);
  const ownerId = isAdmin(user) && body.ownerId ? body.ownerId : user.id;
  if (ownerId !== user.id) await assertListerAccount(db, ownerId);
  const id = body.id ?? randomUUID();
  const existing = await findPieceById(db, id);
  if (existing) {
    if (existing.ownerId !== ownerId) throw conflict('This listing id is already used');
    return one(db, id, user);
  }
  await takeAttempt(
    db,
    [{ bucket: `listings:${user.id}`, limit: limits.piecesPerUserPerHour, windowMs: limits.hourMs }],
    'Too many new listings. Please try again in an hour.',
  );
  if (body.category) await assertCategoryOffered(db, body.category);
  await assertTagsOffered(db, body.tagIds);
  await inTransaction(db, async (trx) =>
    addPiece(
      trx,
      user,
      {
        id,
        ownerId,
        name: body.name ?? '',
        description: body.description ?? null,
        dimensions: body.dimensions ?? null,
        priceCents: toCents(body.price ?? 0),
        category: body.category ?? null,
        room: body.room ?? null,
        condition: body.condition ?? null,
        status: body.status === 'draft' ? 'draft' : 'pending',
        propertyAddress: body.propertyAddress ?? null,
        mlsNumber: body.mlsNumber ?? null,
        photos: await usablePhotos(trx, user, body.images),
        tagIds: [...new Set(body.tagIds)],
        location: {
          city: body.propertyCity,
          state: body.propertyState,
          zip: body.propertyZip,
          latitude: body.latitude,
          longitude: body.longitude,
        },
      },
      ip,
    ),
  );
  return one(db, id, user);
}

/** The piece a user may change; someone who may not even see it is told it does not exist. */
async function changeableRow(db: Db, user: User, id: string, notYours: string) {
  const row = await findPieceToChange(db, id);
  if (!row || (!canChange(user, row) && !canRead(user, row))) throw notFound('Furniture not found');
  if (!canChange(user, row)) throw forbidden(notYours);
  return row;
}

/** Owner or admin only; marking a piece sold dates the sale and pays the owner out once (less the 2.5% fee). */
export async function editPiece(
  db: Db,
  photos: PhotoStore,
  messengers: Messengers,
  user: User,
  id: string,
  input: unknown,
  ip: string,
  expectedVersion: number | null = null,
): Promise<Piece> {
  const now = new Date().toISOString();
  const emailIds: number[] = [];
  const removedImages = await inTransaction(db, async (trx) => {
    // Kept until the commit: the version check, the sale and every change start from the piece as it is now.
    const row = await changeableRow(trx, user, id, 'Only the owner of this listing can change it');
    await assertVersion(trx, row, user, expectedVersion);
    const body = editPieceSchema.parse(input);
    if (body.category !== row.category) await assertCategoryOffered(trx, body.category);
    if (body.tagIds) await assertTagsOffered(trx, body.tagIds, await tagIdsOf(trx, id));
    const photoFiles = body.images ? await usablePhotos(trx, user, body.images) : null;
    const address = body.propertyAddress ?? row.propertyAddress;
    const { propertyId, place } =
      address !== row.propertyAddress ? await propertyFor(trx, row.ownerId, address) : { propertyId: row.propertyId, place: null };
    const priceCents = toCents(body.price);
    const before = photoFiles ? await photosOf(trx, id) : [];
    await updatePiece(
      trx,
      row,
      {
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
        ...(place
          ? {
              propertyCity: place.city,
              propertyState: place.state,
              propertyZip: place.zip,
              latitude: place.latitude,
              longitude: place.longitude,
            }
          : {}),
        soldDate: body.status === 'sold' ? (row.soldDate ?? now) : null,
        buyerInfo: body.status === 'sold' ? (body.buyerInfo ?? row.buyerInfo) : row.buyerInfo,
        version: row.version + 1,
        updatedAt: now,
      },
      {
        ...(photoFiles && { images: photoRows({ furnitureId: id, photos: photoFiles, alt: body.name, createdAt: now }) }),
        ...(body.tagIds && { tagIds: [...new Set(body.tagIds)] }),
      },
    );
    const removed = photoFiles ? photosLeftOut(before, photoFiles) : [];
    await settleSale(trx, row, { status: body.status, priceCents }, now);
    const piece = { id, name: body.name, ownerId: row.ownerId };
    emailIds.push(...(await endRequestsOfPiece(trx, messengers, piece, { from: row.status, to: body.status }, now)));
    await recordActivity(trx, {
      actor: user,
      action: 'update',
      entityType: 'listing',
      entityId: id,
      entityTitle: body.name,
      details: `Status ${body.status}`,
      ipAddress: ip,
    });
    return removed;
  });
  messengers.mailer.flush(emailIds);
  await removeUnusedUploads(db, photos, removedImages);
  return one(db, id, user);
}

export async function removePiece(
  db: Db,
  photos: PhotoStore,
  user: User,
  id: string,
  ip: string,
  expectedVersion: number | null = null,
): Promise<void> {
  const images = await inTransaction(db, async (trx) => {
    const row = await changeableRow(trx, user, id, 'Only the owner of this listing can remove it');
    await assertVersion(trx, row, user, expectedVersion);
    const shown = await photosOf(trx, id);
    await deletePiece(trx, row);
    await recordActivity(trx, { actor: user, action: 'delete', entityType: 'listing', entityId: id, entityTitle: row.name, ipAddress: ip });
    return shown;
  });
  await removeUnusedUploads(db, photos, images);
}

export async function listPiecesOfLister(db: Db, user: User, ownerId: number): Promise<Piece[]> {
  assertOwnPieces(user, ownerId);
  return withImages(db, await listPiecesOfOwner(db, ownerId), () => true);
}
