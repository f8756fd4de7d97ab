import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { BillingLedgerTable } from '../schema';

export const insertLedgerEntry = async (db: Db, entry: Insertable<BillingLedgerTable>): Promise<void> => {
  await db.insertInto('billingLedger').values(entry).execute();
};

export const countRsvpChargesSince = async (db: Db, userId: number, since: string): Promise<number> => {
  const { n } = await db
    .selectFrom('billingLedger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('kind', '=', 'rsvp')
    .where('occurredAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(n);
};
