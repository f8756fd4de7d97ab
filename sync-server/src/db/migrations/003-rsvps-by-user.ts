import type { Kysely } from 'kysely';

/** The change feed's full state reads a user's own RSVPs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('rsvps_user_idx').on('rsvps').column('user_id').execute();
}
