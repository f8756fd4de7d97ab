import { type Kysely, sql } from 'kysely';

/** A buyer's city is matched in any case ("denver" finds Denver): by this index, not by reading every house. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('properties_city_any_case_idx')
    .on('properties')
    .expression(sql`lower(city)`)
    .execute();
}
