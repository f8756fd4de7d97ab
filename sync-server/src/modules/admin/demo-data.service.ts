import { randomInt, randomUUID } from 'node:crypto';
import type { SeedCounts } from '@stagehouse/shared/admin.schema';
import { cities } from '@stagehouse/shared/cities';
import { countOf } from '@stagehouse/shared/count-text';
import { money } from '@stagehouse/shared/limits';
import { toCents } from '@stagehouse/shared/money';
import { furnitureCategories, rooms } from '@stagehouse/shared/options';
import type { User } from '@stagehouse/shared/user.schema';
import zipcodes from 'zipcodes';
import { addressKey } from '../../db/address-key';
import type { Db } from '../../db/database';
import { recordActivity } from './activity.repo';
import { insertLedgerEntry } from '../accounts/billing-ledger.repo';
import {
  addDemoHouse,
  addDemoLister,
  countDemoRows,
  keepDemoListers,
  listDemoPhotoPaths,
  listRealRowsOfDemoListers,
} from './demo-data.repo';
import { deleteDemoRows } from '../../db/synced/demo-writes';
import { insertPiece } from '../../db/synced/piece-writes';
import { insertRsvp } from '../../db/synced/rsvp-writes';
import { inTransaction } from '../../db/transaction';
import { conflict } from '../../http/errors';
import { hashPassword } from '../../infra/password';
import type { PhotoStore } from '../../infra/photo-store';
import { removeUnusedUploads } from '../images/uploads.service';

const streets = ['Maple St', 'Oak Ave', 'Cedar Ln', 'Pine Rd', 'Willow Way', 'Elm Ct', 'Aspen Dr', 'Juniper Pl'];
const adjectives = ['Walnut', 'Linen', 'Velvet', 'Oak', 'Marble', 'Rattan', 'Leather', 'Brass'];
const pieces: Record<(typeof furnitureCategories)[number], string[]> = {
  seating: ['Sofa', 'Armchair', 'Loveseat', 'Bench'],
  tables: ['Dining Table', 'Coffee Table', 'Side Table', 'Console'],
  bedroom: ['Platform Bed', 'Nightstand', 'Dresser', 'Headboard'],
  storage: ['Bookcase', 'Sideboard', 'Cabinet', 'Chest'],
  lighting: ['Floor Lamp', 'Table Lamp', 'Pendant', 'Sconce'],
  decor: ['Mirror', 'Rug', 'Wall Art', 'Vase Set'],
};
/** Sample photos that ship in data/images, by category. */
const photos: Record<(typeof furnitureCategories)[number], string[]> = {
  seating: ['seating-1.webp', 'seating-2.webp'],
  tables: ['tables-1.webp', 'tables-2.webp'],
  bedroom: ['bedroom-1.webp', 'bedroom-2.webp'],
  storage: ['storage-1.webp', 'storage-2.webp'],
  lighting: ['lighting-1.webp', 'lighting-2.webp'],
  decor: ['decor-1.webp', 'decor-2.webp'],
};

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;
const dayMs = 24 * 60 * 60 * 1000;

/** How much demo data there is now: listings, listers and RSVPs of demo open houses. */
export const demoCounts = (db: Db): Promise<SeedCounts> => countDemoRows(db);

/**
 * Adds 50-100 sample listings with the listers who show them (4 stagers, their open houses across
 * the Western cities, sample photos) and RSVPs billed as usual, all marked as demo rows. Answers
 * what was added.
 */
export async function loadSeedData(db: Db, admin: User, ip: string): Promise<SeedCounts> {
  const listingCount = 50 + randomInt(51);
  const batch = randomUUID().slice(0, 8);
  const passwordHash = await hashPassword(randomUUID());
  const now = Date.now();
  const iso = (offsetDays: number) => new Date(now + offsetDays * dayMs).toISOString();
  return inTransaction(db, async (trx) => {
    const listers: number[] = [];
    for (let i = 1; i <= 4; i++) {
      listers.push(
        await addDemoLister(trx, {
          email: `sample.${batch}.${i}@demo.test`,
          passwordHash,
          firstName: 'Sample',
          lastName: `Stager ${i}`,
          role: 'stager',
          company: `Sample Staging ${batch.toUpperCase()}-${i}`,
          isVerified: 1,
          createdAt: iso(-90),
          updatedAt: iso(-90),
        }),
      );
    }
    const houses: { id: number; ownerId: number }[] = [];
    for (let i = 0; i < Math.ceil(listingCount / 5); i++) {
      const city = pick(cities);
      const zip = zipcodes.lookupByName(city.name, city.state)[0]?.zip ?? '';
      const ownerId = listers[i % listers.length] as number;
      const address = `${100 + randomInt(9000)} ${pick(streets)}, ${city.name}, ${city.state} ${zip}`.trim();
      const id = await addDemoHouse(trx, {
        ownerId,
        address,
        addressKey: addressKey(address),
        city: city.name,
        state: city.state,
        zipCode: zip,
        latitude: city.latitude + (randomInt(2000) - 1000) / 20000,
        longitude: city.longitude + (randomInt(2000) - 1000) / 20000,
        description: 'A staged home from the sample data.',
        openHouseDate: iso(1 + randomInt(30)).slice(0, 10),
        openHouseTime: '1:00 PM - 4:00 PM',
        bedrooms: 2 + randomInt(3),
        bathrooms: 1 + randomInt(3),
        squareFootage: 900 + randomInt(2500),
        createdAt: iso(-30),
        updatedAt: iso(-30),
      });
      houses.push({ id, ownerId });
    }
    for (let i = 0; i < listingCount; i++) {
      const house = houses[i % houses.length]!;
      const category = pick(furnitureCategories);
      const id = randomUUID();
      const name = `${pick(adjectives)} ${pick(pieces[category])}`;
      const created = iso(-randomInt(60));
      await insertPiece(
        trx,
        {
          id,
          ownerId: house.ownerId,
          propertyId: house.id,
          name,
          description: `${name} from a staged home, in good condition.`,
          priceCents: toCents(50 + randomInt(2950)),
          category,
          room: pick(rooms),
          condition: 'good',
          status: 'pending',
          isDemo: 1,
          createdAt: created,
          updatedAt: created,
        },
        {
          images: [
            {
              furnitureId: id,
              path: `/api/images/${pick(photos[category])}`,
              position: 0,
              isFeatured: 1,
              alt: name,
              width: 600,
              height: 400,
              createdAt: created,
            },
          ],
          tagIds: [],
        },
      );
    }
    let transactions = 0;
    for (const house of houses.slice(0, Math.ceil(houses.length / 2))) {
      const rsvpId = randomUUID();
      const createdAt = iso(-randomInt(20));
      await insertRsvp(trx, {
        id: rsvpId,
        propertyId: house.id,
        furnitureId: null,
        userId: null,
        firstName: 'Sample',
        lastName: 'Buyer',
        email: `buyer.${batch}.${house.id}@demo.test`,
        createdAt,
      });
      await insertLedgerEntry(trx, {
        userId: house.ownerId,
        kind: 'rsvp',
        amountCents: toCents(money.rsvpFeeUsd),
        reference: rsvpId,
        occurredAt: createdAt,
      });
      transactions++;
    }
    await recordActivity(trx, {
      actor: admin,
      action: 'create',
      entityType: 'setting',
      entityId: 'demo-data',
      entityTitle: 'Sample data',
      details: `${listingCount} listings, ${listers.length} listers, ${transactions} RSVPs`,
      ipAddress: ip,
    });
    return { listings: listingCount, users: listers.length, transactions };
  });
}

const shownNames = 5;

function someOf(names: string[]): string {
  const shown = names
    .slice(0, shownNames)
    .map((n) => `"${n}"`)
    .join(', ');
  return names.length > shownNames ? `${shown} and ${names.length - shownNames} more` : shown;
}

/** Real listings or open houses of a demo account would go with it: the reset stops and names them. */
async function refuseToTakeRealRows(db: Db): Promise<void> {
  const { listings, houses } = await listRealRowsOfDemoListers(db);
  if (listings.length === 0 && houses.length === 0) return;
  const parts = [
    listings.length > 0 ? `${countOf(listings.length, 'real listing')} (${someOf(listings)})` : null,
    houses.length > 0 ? `${countOf(houses.length, 'real open house')} (${someOf(houses)})` : null,
  ].filter(Boolean);
  throw conflict(
    `Nothing was reset: demo accounts own ${parts.join(' and ')} that a reset would delete. Move them to a real account or delete them first.`,
  );
}

/**
 * Removes every demo row (listers with their open houses, listings, photos rows and RSVPs) and nothing
 * else; admins stay. The devices of the owners of removed pieces, of those who saved them and of
 * signed-in users who RSVPed to a removed open house hear that they are gone.
 */
export async function resetSeedData(db: Db, photos: PhotoStore, admin: User, ip: string): Promise<SeedCounts> {
  const uploads = await listDemoPhotoPaths(db);
  const removed = await demoCounts(db);
  await inTransaction(db, async (trx) => {
    await keepDemoListers(trx);
    await refuseToTakeRealRows(trx);
    await deleteDemoRows(trx);
    await recordActivity(trx, {
      actor: admin,
      action: 'delete',
      entityType: 'setting',
      entityId: 'demo-data',
      entityTitle: 'Sample data',
      details: `Removed ${removed.listings} listings, ${removed.users} listers, ${removed.transactions} RSVPs`,
      ipAddress: ip,
    });
  });
  // Files go after the rows: a failed removal leaves an unused file, never a listing without its photo.
  await removeUnusedUploads(db, photos, uploads);
  return demoCounts(db);
}
