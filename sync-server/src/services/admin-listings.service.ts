import { randomUUID } from 'node:crypto';
import { type AdminListing, createAdminListingSchema, patchAdminListingSchema } from '@stagehouse/shared/admin.schema';
import { adminListingCategories, adminListingStatuses } from '@stagehouse/shared/options';
import type { User } from '@stagehouse/shared/user.schema';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database';
import { recordActivity } from '../db/repos/activity.repo';
import { recordChange, recordPieceChange } from '../db/repos/changes.repo';
import { settleSale } from './sale.service';
import { imagesByFurniture } from '../db/repos/furniture.repo';
import { containsPattern } from '../db/query-helpers';
import type { FurnitureRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import { assertListerAccount, insertListing } from './furniture.service';

type AdminCategory = (typeof adminListingCategories)[number];
type AdminStatus = (typeof adminListingStatuses)[number];

/** The back office's five categories over the listers' own (Dining is their "tables"). */
const toFurnitureCategory: Record<AdminCategory, string> = { Seating: 'seating', Dining: 'tables', Bedroom: 'bedroom', Storage: 'storage', Decor: 'decor' };
const toAdminCategory: Record<string, AdminCategory> = { seating: 'Seating', tables: 'Dining', bedroom: 'Bedroom', storage: 'Storage', decor: 'Decor', lighting: 'Decor' };

/** One furniture row read the back office's way: "active" is listed for buyers, "pending" is listed but waiting for review. */
export const furnitureCategoryOf = (category: AdminCategory): string => toFurnitureCategory[category];

const adminStatusOf = (row: Pick<FurnitureRow, 'status' | 'needsReview'>): AdminStatus => (row.status === 'pending' ? (row.needsReview ? 'pending' : 'active') : row.status);

const furnitureStatusOf = (status: AdminStatus): { status: FurnitureRow['status']; needsReview: boolean } => ({ status: status === 'draft' || status === 'sold' ? status : 'pending', needsReview: status === 'pending' });

const listingsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(adminListingStatuses).optional(),
  category: z.enum(adminListingCategories).optional(),
});

const selectListings = (db: Db) =>
  db
    .selectFrom('furniture')
    .innerJoin('users', 'users.id', 'furniture.ownerId')
    .selectAll('furniture')
    .select(sql<string>`coalesce(users.company, users.first_name || ' ' || users.last_name)`.as('stagerName'));

const toAdminListings = async (db: Db, rows: (FurnitureRow & { stagerName: string | null })[]): Promise<AdminListing[]> => {
  const images = await imagesByFurniture(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.name,
    description: r.description ?? '',
    price: r.priceCents / 100,
    category: r.category ? (toAdminCategory[r.category] ?? null) : null,
    location: r.propertyAddress,
    stagerId: r.ownerId,
    stagerName: r.stagerName ?? '',
    status: adminStatusOf(r),
    images: images.get(r.id) ?? [],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
};

const listingById = async (db: Db, id: string): Promise<AdminListing> => {
  const row = await selectListings(db).where('furniture.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Listing not found');
  return (await toAdminListings(db, [row]))[0] as AdminListing;
};

/** Every listing with the filters (newest 200) and the count of each status over all listings. */
export const listAdminListings = async (db: Db, input: unknown) => {
  const q = listingsQuerySchema.parse(input);
  let query = selectListings(db);
  if (q.search) query = query.where((eb) => eb.or([eb('furniture.name', 'like', containsPattern(q.search!)), eb('furniture.propertyAddress', 'like', containsPattern(q.search!))]));
  if (q.category) query = query.where('furniture.category', '=', toFurnitureCategory[q.category]);
  if (q.status) {
    const { status, needsReview } = furnitureStatusOf(q.status);
    query = query.where('furniture.status', '=', status);
    if (status === 'pending') query = query.where('furniture.needsReview', '=', needsReview ? 1 : 0);
  }
  const [rows, grouped] = await Promise.all([
    query.orderBy('furniture.createdAt', 'desc').limit(200).execute(),
    db.selectFrom('furniture').select(['status', 'needsReview', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['status', 'needsReview']).execute(),
  ]);
  const counts: Record<AdminStatus, number> = { draft: 0, active: 0, pending: 0, sold: 0 };
  for (const g of grouped) counts[adminStatusOf(g)] += Number(g.n);
  return { listings: await toAdminListings(db, rows), counts };
};

/** Creates a listing for a stager's account; it is the same furniture row the stager sees and edits. */
export const createAdminListing = async (db: Db, dataDir: string, admin: User, input: unknown, ip: string): Promise<AdminListing> => {
  const body = createAdminListingSchema.parse(input);
  await assertListerAccount(db, body.stagerId);
  const id = randomUUID();
  await inTransaction(db, (trx) =>
    insertListing(
      trx,
      dataDir,
      admin,
      { id, ownerId: body.stagerId, name: body.title, description: body.description, priceCents: Math.round(body.price * 100), category: toFurnitureCategory[body.category], status: body.status === 'draft' ? 'draft' : 'pending', needsReview: body.status === 'pending', propertyAddress: body.location || null, images: [] },
      ip,
    ),
  );
  return listingById(db, id);
};

/** Changes the given fields only. */
export const patchAdminListing = async (db: Db, admin: User, id: string, input: unknown, ip: string): Promise<AdminListing> => {
  const body = patchAdminListingSchema.parse(input);
  const row = await db.selectFrom('furniture').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Listing not found');
  if (body.stagerId !== undefined) await assertListerAccount(db, body.stagerId);
  const now = new Date().toISOString();
  const next = body.status === undefined ? null : furnitureStatusOf(body.status);
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('furniture')
      .set({
        ...(body.title !== undefined && { name: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.price !== undefined && { priceCents: Math.round(body.price * 100) }),
        ...(body.category !== undefined && { category: toFurnitureCategory[body.category] }),
        ...(body.location !== undefined && { propertyAddress: body.location || null }),
        ...(body.stagerId !== undefined && { ownerId: body.stagerId }),
        ...(next && { status: next.status, needsReview: next.needsReview ? 1 : 0, soldDate: next.status === 'sold' ? (row.soldDate ?? now) : null }),
        version: row.version + 1,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    if (next) await settleSale(trx, { ...row, ownerId: body.stagerId ?? row.ownerId }, { status: next.status, priceCents: body.price === undefined ? row.priceCents : Math.round(body.price * 100) }, now);
    await recordPieceChange(trx, { id, ownerId: body.stagerId ?? row.ownerId }, 'upsert');
    if (body.stagerId !== undefined && body.stagerId !== row.ownerId) await recordChange(trx, { userId: row.ownerId, entity: 'furniture', entityId: id, op: 'delete' });
    await recordActivity(trx, { actor: admin, action: 'update', entityType: 'listing', entityId: id, entityTitle: body.title ?? row.name, details: `Changed ${Object.keys(body).join(', ')}`, ipAddress: ip });
  });
  return listingById(db, id);
};
