import type { Db } from '../../db/database';

export async function recordSignIn(db: Db, userId: number, ipAddress: string, createdAt: string): Promise<void> {
  await db.insertInto('signIns').values({ userId, ipAddress, createdAt }).execute();
}
