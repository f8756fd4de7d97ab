import { readFileSync } from 'node:fs';
import path from 'node:path';
import { money } from '@stagehouse/shared/limits';
import { toCents } from '@stagehouse/shared/money';
import { demoAccounts } from '@stagehouse/shared/demo-accounts';
import { addressKey } from '../address-key';
import type { Db } from '../database';
import { setFeatureEnabled } from '../../infra/settings.repo';
import { inTransaction } from '../transaction';
import { hashPassword } from '../../infra/password';
import { type DemoData, demoDataSchema } from './demo-data.schema';

const seededKey = 'demo_seeded_at';
const dayMs = 24 * 60 * 60 * 1000;
/** Seeding runs once, at start, before any request: it may hold the database longer than a request's transaction. */
const seedTimeLimitMs = 60_000;

export const readDemoData = (dataRoot: string): DemoData =>
  demoDataSchema.parse(JSON.parse(readFileSync(path.join(dataRoot, 'demo/demo-data.json'), 'utf8')));

export interface SeedResult {
  loaded: boolean;
  users: number;
  properties: number;
  furniture: number;
  rsvps: number;
}

/** Loads the demo dataset once; a later call finds the marker and adds nothing. */
export async function seedDemoData(db: Db, data: DemoData, now = new Date()): Promise<SeedResult> {
  const marker = await db.selectFrom('appSettings').select('value').where('key', '=', seededKey).executeTakeFirst();
  if (marker) return { loaded: false, users: 0, properties: 0, furniture: 0, rsvps: 0 };

  const ago = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  const dateIn = (days: number) => new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);
  const passwordFor = new Map<string, string>(demoAccounts.map((a) => [a.email, a.password]));
  const unusablePassword = await hashPassword(crypto.randomUUID());
  const hashes = new Map<string, string>();
  for (const account of demoAccounts) hashes.set(account.email, await hashPassword(account.password));

  // Server processes started together may all find no marker: the first to write it seeds; the others wait for its commit and find it.
  const loaded = await inTransaction(
    db,
    async (trx) => {
      const claimed = await trx
        .insertInto('appSettings')
        .values({ key: seededKey, value: JSON.stringify(now.toISOString()) })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const userIds = new Map<string, number>();
      const companyIds: number[] = [];
      for (const entry of data.companies) {
        const u = entry.user;
        const joined = ago(u.joinedDaysAgo);
        const { id } = await trx
          .insertInto('users')
          .values({
            email: u.email,
            passwordHash: passwordFor.has(u.email) ? (hashes.get(u.email) as string) : unusablePassword,
            firstName: u.firstName,
            lastName: u.lastName,
            role: u.role,
            company: entry.company.name,
            isVerified: u.isVerified ? 1 : 0,
            plan: u.plan,
            isDemo: 1,
            createdAt: joined,
            updatedAt: joined,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userIds.set(u.email, id);
        const c = entry.company;
        const company = await trx
          .insertInto('companies')
          .values({
            userId: id,
            name: c.name,
            type: c.type,
            city: c.city,
            state: c.state,
            zipCode: c.zipCode,
            description: c.description,
            website: c.website,
            phone: c.phone,
            email: c.email,
            teamSize: c.teamSize,
            specialties: JSON.stringify(c.specialties),
            certifications: JSON.stringify(c.certifications),
            serviceAreas: JSON.stringify(c.serviceAreas),
            responseTime: c.responseTime,
            isDemo: 1,
            createdAt: joined,
            profileSavedAt: joined,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        companyIds.push(company.id);
        if (entry.reviews.length > 0) {
          await trx
            .insertInto('reviews')
            .values(
              entry.reviews.map((r) => ({
                companyId: company.id,
                buyerName: r.buyerName,
                rating: r.rating,
                comment: r.comment,
                verified: r.verified ? 1 : 0,
                createdAt: ago(r.daysAgo),
              })),
            )
            .execute();
        }
        if (u.plan === 'plus') {
          const months = Math.floor(u.joinedDaysAgo / 30);
          await trx
            .insertInto('billingLedger')
            .values(
              Array.from({ length: months + 1 }, (_, m) => ({
                userId: id,
                kind: 'plus_subscription' as const,
                amountCents: toCents(money.plusMonthlyUsd),
                reference: 'plus',
                occurredAt: ago(u.joinedDaysAgo - m * 30),
              })),
            )
            .execute();
        }
      }

      const admin = demoAccounts.find((a) => a.role === 'admin');
      if (admin) {
        await trx
          .insertInto('users')
          .values({
            email: admin.email,
            passwordHash: hashes.get(admin.email) as string,
            firstName: 'Avery',
            lastName: 'Admin',
            role: 'admin',
            company: 'Stagehouse',
            isVerified: 1,
            isDemo: 1,
            createdAt: ago(400),
            updatedAt: ago(400),
          })
          .execute();
      }

      const ownerOf = (companyIndex: number) => userIds.get(data.companies[companyIndex]?.user.email ?? '') as number;
      const propertyIds: number[] = [];
      for (const p of data.properties) {
        const created = ago(data.companies[p.companyIndex]?.user.joinedDaysAgo ?? 30);
        const { id } = await trx
          .insertInto('properties')
          .values({
            ownerId: ownerOf(p.companyIndex),
            address: p.address,
            addressKey: addressKey(p.address),
            city: p.city,
            state: p.state,
            zipCode: p.zipCode,
            latitude: p.latitude,
            longitude: p.longitude,
            description: p.description,
            openHouseDate: dateIn(p.openHouseInDays),
            openHouseTime: p.openHouseTime,
            bedrooms: p.bedrooms,
            bathrooms: p.bathrooms,
            squareFootage: p.squareFootage,
            isDemo: 1,
            createdAt: created,
            updatedAt: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        propertyIds.push(id);
      }

      for (const f of data.furniture) {
        const p = data.properties[f.propertyIndex];
        if (!p) throw new Error(`demo furniture ${f.id} names a missing property`);
        const ownerId = ownerOf(p.companyIndex);
        const listed = ago(f.listedDaysAgo);
        const soldDate = f.soldDaysAgo === null ? null : ago(f.soldDaysAgo);
        await trx
          .insertInto('furniture')
          .values({
            id: f.id,
            ownerId,
            propertyId: propertyIds[f.propertyIndex] ?? null,
            name: f.name,
            description: f.description,
            dimensions: f.dimensions,
            priceCents: toCents(f.price),
            category: f.category,
            room: f.room,
            condition: f.condition,
            status: f.status,
            propertyAddress: p.address,
            propertyCity: p.city,
            propertyState: p.state,
            propertyZip: p.zipCode,
            latitude: p.latitude,
            longitude: p.longitude,
            mlsNumber: f.mlsNumber,
            soldDate,
            buyerInfo: f.buyerInfo,
            isDemo: 1,
            createdAt: listed,
            updatedAt: soldDate ?? listed,
          })
          .execute();
        await trx
          .insertInto('furnitureImages')
          .values(
            f.images.map((image, position) => ({
              furnitureId: f.id,
              path: image,
              position,
              isFeatured: position === 0 ? 1 : 0,
              alt: f.name,
              fileSize: 0,
              width: 600,
              height: 400,
              createdAt: listed,
            })),
          )
          .execute();
        if (soldDate) {
          await trx
            .insertInto('payouts')
            .values({
              userId: ownerId,
              furnitureId: f.id,
              amountCents: Math.round(toCents(f.price) * (1 - money.platformFeeRate)),
              status: 'paid',
              paidAt: soldDate,
            })
            .execute();
        }
      }

      for (const r of data.rsvps) {
        const p = data.properties[r.propertyIndex];
        if (!p) throw new Error(`demo RSVP ${r.id} names a missing property`);
        const createdAt = ago(r.daysAgo);
        await trx
          .insertInto('rsvps')
          .values({
            id: r.id,
            propertyId: propertyIds[r.propertyIndex] as number,
            furnitureId: r.furnitureId,
            userId: null,
            firstName: r.firstName,
            lastName: r.lastName,
            email: r.email,
            createdAt,
          })
          .execute();
        await trx
          .insertInto('billingLedger')
          .values({
            userId: ownerOf(p.companyIndex),
            kind: 'rsvp',
            amountCents: toCents(money.rsvpFeeUsd),
            reference: r.id,
            occurredAt: createdAt,
          })
          .execute();
      }

      if (data.favorites.length > 0) {
        await trx
          .insertInto('favorites')
          .values(
            data.favorites.map((f) => ({
              userId: userIds.get(f.userEmail) as number,
              furnitureId: f.furnitureId,
              createdAt: ago(f.daysAgo),
            })),
          )
          .execute();
      }
      if (data.signIns.length > 0) {
        await trx
          .insertInto('signIns')
          .values(data.signIns.map((s) => ({ userId: userIds.get(s.userEmail) as number, ipAddress: null, createdAt: ago(s.daysAgo) })))
          .execute();
      }
      // The demo shows buying: requests to buy are open there, while a new database keeps the spec's default (off).
      await setFeatureEnabled(trx, 'checkout_booking', true);
      return true;
    },
    seedTimeLimitMs,
  );
  if (!loaded) return { loaded: false, users: 0, properties: 0, furniture: 0, rsvps: 0 };
  return {
    loaded: true,
    users: data.companies.length + 1,
    properties: data.properties.length,
    furniture: data.furniture.length,
    rsvps: data.rsvps.length,
  };
}

/** In production the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, created once. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string } | null): Promise<boolean> {
  if (!admin) return false;
  const existing = await db.selectFrom('users').select('id').where('email', '=', admin.email).executeTakeFirst();
  if (existing) return false;
  const now = new Date().toISOString();
  // Another server process starting at the same time may have made it since.
  const made = await db
    .insertInto('users')
    .values({
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
      company: null,
      isVerified: 1,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(made.numInsertedOrUpdatedRows ?? 0) > 0;
}
