import { type Kysely, sql } from 'kysely';
import { shownEndOf } from '@stagehouse/shared/payment.schema';

/**
 * A short account number kept its whole self as its "last 4": what is kept to show is now its end
 * with at least 4 digits hidden. The sealed number's length is its ciphertext's (AES-GCM adds none),
 * so the kept end is cut without the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_settings').renameColumn('account_last4', 'account_number_end').execute();
  const { rows } = await sql<{ userId: number; sealed: string; end: string }>`
    select user_id as "userId", account_number_cipher as sealed, account_number_end as "end" from payment_settings`.execute(db);
  for (const row of rows) {
    const length = Buffer.from(row.sealed.split('.')[2] ?? '', 'base64url').length;
    const end = shownEndOf(`${'0'.repeat(Math.max(0, length - row.end.length))}${row.end}`);
    if (end !== row.end) await sql`update payment_settings set account_number_end = ${end} where user_id = ${row.userId}`.execute(db);
  }
}
