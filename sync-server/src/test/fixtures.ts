import { randomUUID } from 'node:crypto';
import type { FeatureToggle } from '@stagehouse/shared/admin.schema';
import { toCents } from '@stagehouse/shared/money';
import { noPlaceOrSale } from '@stagehouse/shared/new-piece';
import { addressKey } from '../db/address-key';
import type { Db } from '../db/database';
import { hashPassword } from '../infra/password';

const now = () => new Date().toISOString();

export const password = 'secret123';
let passwordHash: string | undefined;

export interface UserFixture {
  email: string;
  role?: 'stager' | 'realtor' | 'buyer' | 'admin';
  company?: string;
  plan?: 'base' | 'plus';
  city?: string;
  state?: string;
  zipCode?: string;
  isActive?: boolean;
  createdAt?: string;
}

/** A body the edit form accepts for a listed piece. */
export const sofaEdit = {
  name: 'Sofa',
  description: 'Grey',
  price: '900',
  category: 'seating',
  room: 'Living Room',
  condition: 'good',
  status: 'pending',
};

/** A Denver house on the map, for addProperty. */
export const elmStreetHouse = {
  address: '1 Elm St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80205',
  latitude: 39.75,
  longitude: -104.98,
};

/** A user with the shared test password and, for listers, a company. */
export const addUser = async (db: Db, u: UserFixture) => {
  passwordHash ??= await hashPassword(password);
  const role = u.role ?? 'stager';
  const created = u.createdAt ?? now();
  const { id } = await db
    .insertInto('users')
    .values({
      email: u.email,
      passwordHash,
      firstName: u.email.split('@')[0]!,
      lastName: 'Tester',
      role,
      company: u.company ?? null,
      plan: u.plan ?? 'base',
      isActive: u.isActive === false ? 0 : 1,
      createdAt: created,
      updatedAt: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let companyId: number | null = null;
  if (role !== 'admin' && role !== 'buyer') {
    companyId = (
      await db
        .insertInto('companies')
        .values({
          userId: id,
          name: u.company ?? `${u.email} Co`,
          type: role,
          city: u.city ?? 'Denver',
          state: u.state ?? 'CO',
          zipCode: u.zipCode ?? '80205',
          createdAt: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  return { id, companyId, email: u.email };
};

export const addProperty = async (
  db: Db,
  ownerId: number,
  p: { address: string; city?: string; state?: string; zipCode?: string; latitude?: number; longitude?: number; openHouseDate?: string },
) =>
  (
    await db
      .insertInto('properties')
      .values({
        ownerId,
        address: p.address,
        addressKey: addressKey(p.address),
        city: p.city ?? 'Denver',
        state: p.state ?? 'CO',
        zipCode: p.zipCode ?? '80205',
        latitude: p.latitude ?? 39.74,
        longitude: p.longitude ?? -104.99,
        description: 'A staged home',
        openHouseDate: p.openHouseDate ?? daysFromNow(30),
        openHouseTime: '1:00 PM - 4:00 PM',
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1500,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export const addPiece = async (
  db: Db,
  ownerId: number,
  propertyId: number | null,
  f: {
    name?: string;
    price?: number;
    status?: 'pending' | 'draft' | 'sold';
    category?: string;
    images?: string[];
    description?: string;
    room?: string;
    condition?: string;
    soldDate?: string;
    buyerInfo?: string;
    createdAt?: string;
  } = {},
) => {
  const id = randomUUID();
  const created = f.createdAt ?? now();
  await db
    .insertInto('furniture')
    .values({
      id,
      ownerId,
      propertyId,
      name: f.name ?? 'Oak Chair',
      description: f.description ?? 'Solid oak',
      priceCents: toCents(f.price ?? 100),
      category: f.category ?? 'seating',
      room: f.room ?? 'Living Room',
      condition: f.condition ?? 'good',
      status: f.status ?? 'pending',
      ...noPlaceOrSale,
      soldDate: f.soldDate ?? (f.status === 'sold' ? now() : null),
      buyerInfo: f.buyerInfo ?? (f.status === 'sold' ? 'Jo Buyer' : null),
      createdAt: created,
      updatedAt: created,
    })
    .execute();
  const images = f.images ?? ['/api/images/seating-1.webp'];
  if (images.length > 0) {
    await db
      .insertInto('furnitureImages')
      .values(images.map((path, position) => ({ furnitureId: id, path, position, createdAt: created })))
      .execute();
  }
  return id;
};

/** An open house buyers can see: a property with one listed piece. */
export const addOpenHouse = async (db: Db, ownerId: number, p: Parameters<typeof addProperty>[2]) => {
  const id = await addProperty(db, ownerId, p);
  await addPiece(db, ownerId, id);
  return id;
};

/** A date (YYYY-MM-DD) some days from now: an open house still to come whenever the tests run. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const setFeature = (db: Db, id: FeatureToggle['id'], enabled: boolean) =>
  db
    .updateTable('featureToggles')
    .set({ enabled: enabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();

/** A signed-out buyer's request to buy a piece, as the form sends it: Li Wu offers 800 USD. */
export const requestToBuy = (
  furnitureId: string,
  pickup: { day: string; from: string; to: string },
  more: Record<string, unknown> = {},
) => ({
  furnitureId,
  offeredPrice: 800,
  pickup,
  buyerName: 'Li Wu',
  buyerEmail: 'li@example.com',
  buyerPhone: '555-0101',
  ...more,
});

/** An accepted request for the piece: it is held for that buyer. */
export const hold = (db: Db, furnitureId: string) => {
  const now = new Date().toISOString();
  return db
    .insertInto('purchaseRequests')
    .values({
      id: `hold-${furnitureId}`,
      furnitureId,
      buyerUserId: null,
      buyerName: 'Li Wu',
      buyerEmail: 'li@example.com',
      buyerPhone: null,
      offeredCents: 100,
      counterCents: null,
      pickupDay: '2026-12-06',
      pickupFrom: '09:00',
      pickupTo: '12:00',
      pickupEndsAt: '2026-12-06T19:00:00.000Z',
      remindAt: null,
      remindedAt: null,
      message: null,
      status: 'accepted',
      declineReason: null,
      accessTokenHash: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
};
