import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys remember what request they were used for; rate-limit counters replace the
 * login failure rows; a sold piece has at most one payout that is not cancelled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('idempotency_keys')
    .addColumn('fingerprint', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_ends_at').execute();
  await db.schema.dropTable('login_failures').execute();

  await sql`update payouts set status = 'cancelled'
    where status <> 'cancelled' and furniture_id is not null
      and id not in (select min(id) from payouts where status <> 'cancelled' and furniture_id is not null group by furniture_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('payouts_one_per_sale_idx')
    .unique()
    .on('payouts')
    .column('furniture_id')
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
}
