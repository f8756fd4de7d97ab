import { type Kysely, sql } from 'kysely';
import { featureToggleDefaults } from '@stagehouse/shared/options';

/** The checkout_booking switch says what it opens and closes: requests to buy. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const checkout = featureToggleDefaults.find((t) => t.id === 'checkout_booking');
  await sql`update feature_toggles set description = ${checkout?.description ?? ''} where id = 'checkout_booking'`.execute(db);
}
