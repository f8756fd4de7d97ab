import { randomUUID } from 'node:crypto';
import {
  type AdminPiece,
  type AdminPiecesAnswer,
  adminPiecesQuerySchema,
  createAdminPieceSchema,
  patchAdminPieceSchema,
} from '@stagehouse/shared/admin.schema';
import { fromCents, toCents } from '@stagehouse/shared/money';
import { type PieceState, pieceStateOf, storedStatusOf } from '@stagehouse/shared/piece-status';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { recordActivity } from './activity.repo';
import {
  countPiecesByState,
  findPieceWithStager,
  type PieceFilters,
  type PieceWithStager,
  listPiecesWithStager,
} from './admin-pieces.repo';
import { settleSale } from '../requests/sale.service';
import { endRequestsOfPiece, type Messengers } from '../requests/purchase-request.service';
import { findPieceToChange, imagesByPiece } from '../pieces/pieces.repo';
import { updatePiece } from '../../db/synced/piece-writes';
import { findHouseOwner } from '../browse/properties.repo';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http/errors';
import { assertCategoryOffered, assertListerAccount, addPiece, propertyFor } from '../pieces/lister-pieces.service';

async function toAdminPieces(db: Db, rows: PieceWithStager[]): Promise<AdminPiece[]> {
  const images = await imagesByPiece(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.name,
    description: r.description ?? '',
    price: fromCents(r.priceCents),
    category: r.category,
    categoryName: r.categoryName,
    location: r.propertyAddress,
    stagerId: r.ownerId,
    stagerName: r.stagerName ?? '',
    status: pieceStateOf(r),
    images: images.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

async function pieceById(db: Db, id: string): Promise<AdminPiece> {
  const row = await findPieceWithStager(db, id);
  if (!row) throw notFound('Listing not found');
  return (await toAdminPieces(db, [row]))[0] as AdminPiece;
}

/** One page of the pieces with the filters, newest first, and the count of each status over all pieces. */
export async function listAdminPieces(db: Db, input: unknown): Promise<AdminPiecesAnswer> {
  const q = adminPiecesQuerySchema.parse(input);
  const filters: PieceFilters = { search: q.search, category: q.category };
  if (q.status) {
    const { status, needsReview } = storedStatusOf(q.status);
    filters.status = status;
    if (status === 'pending') filters.needsReview = needsReview;
  }
  const [{ total, rows }, grouped] = await Promise.all([listPiecesWithStager(db, filters, q), countPiecesByState(db)]);
  const counts: Record<PieceState, number> = { draft: 0, active: 0, pending: 0, sold: 0 };
  for (const g of grouped) counts[pieceStateOf(g)] += g.count;
  return { listings: await toAdminPieces(db, rows), counts, total, page: q.page, pageSize: q.pageSize };
}

/** Creates a piece for a stager's account; it is the same furniture row the stager sees and edits. */
export async function createAdminPiece(db: Db, admin: User, input: unknown, ip: string): Promise<AdminPiece> {
  const body = createAdminPieceSchema.parse(input);
  await assertListerAccount(db, body.stagerId);
  await assertCategoryOffered(db, body.category);
  const id = randomUUID();
  await inTransaction(db, (trx) =>
    addPiece(
      trx,
      admin,
      {
        id,
        ownerId: body.stagerId,
        name: body.title,
        description: body.description,
        priceCents: toCents(body.price),
        category: body.category,
        status: body.status === 'draft' ? 'draft' : 'pending',
        needsReview: body.status === 'pending',
        propertyAddress: body.location || null,
      },
      ip,
    ),
  );
  return pieceById(db, id);
}

const movedIntoAnotherListersHouse =
  "This piece is in another lister's open house: to give it to this lister, also clear its location or give it one of theirs";

/**
 * Changes the given fields only. A new location puts the piece in the house at that address, as a
 * piece listed there would be (its owner's own, else the one house the address has, else a new one: the
 * one map entry per address a lister's own piece joins too). Giving a piece to another lister does
 * not leave it, as a side effect, in an open house of someone else's (its date, pickup windows and
 * RSVPs are the house owner's): that is refused (409) unless the same change clears its location or
 * gives it one of the new lister's. A location given afterwards places it as a piece of the new
 * lister's at that address would be.
 */
export async function patchAdminPiece(
  db: Db,
  messengers: Messengers,
  admin: User,
  id: string,
  input: unknown,
  ip: string,
): Promise<AdminPiece> {
  const body = patchAdminPieceSchema.parse(input);
  const now = new Date().toISOString();
  const next = body.status === undefined ? null : storedStatusOf(body.status);
  const emailIds: number[] = [];
  await inTransaction(db, async (trx) => {
    // Kept until the commit: the sale is settled from the status as it is now.
    const row = await findPieceToChange(trx, id);
    if (!row) throw notFound('Listing not found');
    if (body.stagerId !== undefined) await assertListerAccount(trx, body.stagerId);
    if (body.category !== undefined && body.category !== row.category) await assertCategoryOffered(trx, body.category);
    const ownerId = body.stagerId ?? row.ownerId;
    const address = body.location === undefined ? row.propertyAddress : body.location || null;
    const rehoused = body.location !== undefined && (address !== row.propertyAddress || ownerId !== row.ownerId);
    const { propertyId, place } = rehoused ? await propertyFor(trx, ownerId, address) : { propertyId: row.propertyId, place: null };
    if (ownerId !== row.ownerId && propertyId !== null && (await findHouseOwner(trx, propertyId))?.ownerId !== ownerId)
      throw conflict(movedIntoAnotherListersHouse);
    await updatePiece(trx, row, {
      ...(body.title !== undefined && { name: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.price !== undefined && { priceCents: toCents(body.price) }),
      ...(body.category !== undefined && { category: body.category }),
      // A piece that leaves its house leaves its place too: none is kept from the house before.
      ...(rehoused && {
        propertyAddress: address,
        propertyId,
        propertyCity: place?.city ?? null,
        propertyState: place?.state ?? null,
        propertyZip: place?.zip ?? null,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
      }),
      ...(body.stagerId !== undefined && { ownerId: body.stagerId }),
      ...(next && {
        status: next.status,
        needsReview: next.needsReview ? 1 : 0,
        soldDate: next.status === 'sold' ? (row.soldDate ?? now) : null,
      }),
      version: row.version + 1,
      updatedAt: now,
    });
    if (next)
      await settleSale(
        trx,
        { ...row, ownerId: body.stagerId ?? row.ownerId },
        { status: next.status, priceCents: body.price === undefined ? row.priceCents : toCents(body.price) },
        now,
      );
    const piece = { id, name: body.title ?? row.name, ownerId: body.stagerId ?? row.ownerId };
    emailIds.push(...(await endRequestsOfPiece(trx, messengers, piece, { from: row.status, to: next?.status ?? row.status }, now)));
    await recordActivity(trx, {
      actor: admin,
      action: 'update',
      entityType: 'listing',
      entityId: id,
      entityTitle: body.title ?? row.name,
      details: `Changed ${Object.keys(body).join(', ')}`,
      ipAddress: ip,
    });
  });
  messengers.mailer.flush(emailIds);
  return pieceById(db, id);
}
