import { randomUUID } from 'node:crypto';
import { cities } from '@stagehouse/shared/cities';
import { noPlaceOrSale } from '@stagehouse/shared/new-piece';
import { allFurnitureCategories, editFormConditions, editFormRooms } from '@stagehouse/shared/options';
import { addressKey } from '../sync-server/src/db/address-key';
import { type Db, isPostgres } from '../sync-server/src/db/database';
import { sql } from 'kysely';

/** What the pieces are called, so keywords find some of them and not others. */
const pieceNames = [
  'Oak dining chair',
  'Velvet sofa',
  'Linen armchair',
  'Brass floor lamp',
  'Walnut side table',
  'Wool area rug',
  'Marble coffee table',
  'Leather ottoman',
];

/** Grows the demo database to `pieces` pieces over about a tenth as many properties, in all 20 cities. */
export async function seedLarge(db: Db, pieces: number): Promise<void> {
  const owners = (await db.selectFrom('users').select('id').where('role', 'in', ['stager', 'realtor']).execute()).map((u) => u.id);
  const existing = Number(
    (
      await db
        .selectFrom('furniture')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const missing = Math.max(0, pieces - existing);
  const propertyCount = Math.ceil(missing / 10);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const propertyIds: number[] = [];
    for (let i = 0; i < propertyCount; i += 1) {
      const city = cities[i % cities.length]!;
      const address = `${1000 + i} Bench Way, ${city.name}, ${city.state} ${String(80000 + i).slice(0, 5)}`;
      const { id } = await trx
        .insertInto('properties')
        .values({
          ownerId: owners[i % owners.length]!,
          address,
          addressKey: addressKey(address),
          city: city.name,
          state: city.state,
          zipCode: String(80000 + (i % 9999)).padStart(5, '0'),
          latitude: city.latitude + ((i * 7919) % 1000) / 10000 - 0.05,
          longitude: city.longitude + ((i * 104729) % 1000) / 10000 - 0.05,
          description: 'A staged home',
          // Over the four weeks to come, so every house is still to come and the date facets have something to count.
          openHouseDate: new Date(Date.now() + (2 + (i % 28)) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
          openHouseTime: '1:00 PM - 4:00 PM',
          bedrooms: 3,
          bathrooms: 2,
          squareFootage: 1800,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      propertyIds.push(id);
    }
    const rows = Array.from({ length: missing }, (_, n) => ({
      id: randomUUID(),
      ownerId: owners[n % owners.length]!,
      propertyId: propertyIds[n % propertyIds.length]!,
      name: `${pieceNames[n % pieceNames.length]} ${n}`,
      description: 'Load test piece',
      priceCents: 10000 + (n % 300) * 1000,
      category: allFurnitureCategories[n % allFurnitureCategories.length]!,
      room: editFormRooms[n % editFormRooms.length]!,
      condition: editFormConditions[n % editFormConditions.length]!,
      status: 'pending' as const,
      ...noPlaceOrSale,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 400) {
      const batch = rows.slice(i, i + 400);
      await trx.insertInto('furniture').values(batch).execute();
      await trx
        .insertInto('furnitureImages')
        .values(batch.map((r) => ({ furnitureId: r.id, path: `/api/images/${r.category}-1.webp`, position: 0, createdAt: now })))
        .execute();
    }
  });
  // A PostgreSQL server gathers its planner's statistics a minute or so after a bulk insert; the
  // benchmark asks at once, so it gathers them first, or it would measure plans made for empty tables.
  if (isPostgres(db)) await sql`analyze`.execute(db);
}
