import type { Kysely } from 'kysely';

/** A held piece's buyer is reminded the day before pickup; emails can carry files (a calendar entry). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchase_requests').addColumn('remind_at', 'text').execute();
  await db.schema.alterTable('purchase_requests').addColumn('reminded_at', 'text').execute();
  await db.schema.createIndex('purchase_requests_reminders_idx').on('purchase_requests').columns(['status', 'remind_at']).execute();
  await db.schema.alterTable('outgoing_emails').addColumn('attachments', 'text').execute();
}
