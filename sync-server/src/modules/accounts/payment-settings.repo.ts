import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentSettings } from '../../db/generated-schema';

export const findPaymentSettings = (db: Db, userId: number) =>
  db.selectFrom('paymentSettings').selectAll().where('userId', '=', userId).executeTakeFirst();

export async function savePaymentSettings(db: Db, userId: number, values: Omit<Insertable<PaymentSettings>, 'userId'>): Promise<void> {
  await db
    .insertInto('paymentSettings')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** Asks for verification of bank details not verified yet; answers whether there were any. */
export async function requestBankVerification(db: Db, userId: number, requestedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('paymentSettings')
    .set({ verificationStatus: 'pending', verificationRequestedAt: requestedAt })
    .where('userId', '=', userId)
    .where('verificationStatus', '!=', 'verified')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
