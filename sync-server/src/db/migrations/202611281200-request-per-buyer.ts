import { type Kysely, sql } from 'kysely';

/**
 * One request in play per piece and buyer, where a signed-in buyer is their account and a signed-out
 * one their email: a signed-out request made with an account's email no longer stands in the way of
 * the account's own request, nor tells anyone that the account asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchase_requests_one_live_idx').execute();
  await sql`create unique index purchase_requests_one_live_account_idx on purchase_requests (furniture_id, buyer_user_id)
    where status in ('open', 'countered', 'accepted') and buyer_user_id is not null`.execute(db);
  await sql`create unique index purchase_requests_one_live_email_idx on purchase_requests (furniture_id, buyer_email)
    where status in ('open', 'countered', 'accepted') and buyer_user_id is null`.execute(db);
}
