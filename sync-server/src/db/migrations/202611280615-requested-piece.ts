import { type Kysely, sql } from 'kysely';

/**
 * A request keeps the piece's name and asking price as they were when it was made: once the piece is
 * no longer public (back to a draft, held for review), its buyer sees those, not what its lister
 * changes since. Requests made before keep the piece as it is now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchase_requests').addColumn('requested_name', 'text').execute();
  await db.schema.alterTable('purchase_requests').addColumn('requested_cents', 'integer').execute();
  await sql`update purchase_requests set
    requested_name = (select name from furniture where furniture.id = purchase_requests.furniture_id),
    requested_cents = (select price_cents from furniture where furniture.id = purchase_requests.furniture_id)`.execute(db);
}
