import type { Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** Runs `work` in a transaction, or inside the caller's when `db` already is one (an idempotent request's). */
export const inTransaction = <T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
