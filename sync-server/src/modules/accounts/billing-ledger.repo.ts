import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BillingLedger } from '../../db/generated-schema';

export async function insertLedgerEntry(db: Db, entry: Insertable<BillingLedger>): Promise<void> {
  await db.insertInto('billingLedger').values(entry).execute();
}

export async function countRsvpChargesSince(db: Db, userId: number, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('billingLedger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('kind', '=', 'rsvp')
    .where('occurredAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const hasLedgerEntrySince = async (db: Db, userId: number, kind: BillingLedger['kind'], since: string): Promise<boolean> =>
  (await db
    .selectFrom('billingLedger')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('occurredAt', '>=', since)
    .executeTakeFirst()) !== undefined;

/** Cents billed from `from` (included) to `to` (excluded), over every account; null when nothing was. */
export const ledgerTotalBetween = async (db: Db, from: string, to: string) =>
  (
    await db
      .selectFrom('billingLedger')
      .select((eb) => eb.fn.sum<number>('amountCents').as('t'))
      .where('occurredAt', '>=', from)
      .where('occurredAt', '<', to)
      .executeTakeFirstOrThrow()
  ).t;
