import { type Kysely, sql } from 'kysely';
import { addressKey } from '../address-key';

/** Houses are found by a key of their address, so a new listing at a known address joins its house. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('address_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<{ id: number; address: string }>`select id, address from properties`.execute(db);
  for (const house of rows) await sql`update properties set address_key = ${addressKey(house.address)} where id = ${house.id}`.execute(db);
  await db.schema.createIndex('properties_address_key_idx').on('properties').column('address_key').execute();
}
