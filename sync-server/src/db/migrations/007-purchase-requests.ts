import { type Kysely, sql } from 'kysely';
import { generatedId } from './dialect';

/** Pickup windows a lister offers per open house, and buyers' requests to buy a piece. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pickup_slots')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts', 'text', (c) => c.notNull())
    .addColumn('ends', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pickup_slots_property_idx').on('pickup_slots').columns(['property_id', 'day', 'starts']).execute();

  await db.schema
    .createTable('purchase_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('furniture_id', 'text', (c) => c.notNull().references('furniture.id').onDelete('cascade'))
    .addColumn('buyer_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('buyer_phone', 'text')
    .addColumn('offered_cents', 'integer', (c) => c.notNull())
    .addColumn('counter_cents', 'integer')
    .addColumn('pickup_day', 'text', (c) => c.notNull())
    .addColumn('pickup_from', 'text', (c) => c.notNull())
    .addColumn('pickup_to', 'text', (c) => c.notNull())
    .addColumn('pickup_ends_at', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('access_token_hash', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('purchase_requests_piece_idx').on('purchase_requests').columns(['furniture_id', 'status']).execute();
  await db.schema.createIndex('purchase_requests_buyer_idx').on('purchase_requests').columns(['buyer_user_id', 'created_at']).execute();
  await db.schema.createIndex('purchase_requests_holds_idx').on('purchase_requests').columns(['status', 'pickup_ends_at']).execute();
  // One request in play per buyer and piece, and one hold per piece.
  await db.schema
    .createIndex('purchase_requests_one_live_idx')
    .unique()
    .on('purchase_requests')
    .columns(['furniture_id', 'buyer_email'])
    .where(sql.ref('status'), 'in', ['open', 'countered', 'accepted'])
    .execute();
  await db.schema
    .createIndex('purchase_requests_one_hold_idx')
    .unique()
    .on('purchase_requests')
    .column('furniture_id')
    .where(sql.ref('status'), '=', 'accepted')
    .execute();
}
