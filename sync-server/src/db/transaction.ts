import { type ControlledTransaction, sql, type Transaction } from 'kysely';
import { type Db, isPostgres } from './database';
import { holdingTransactionFor, outsideHeldTransaction } from './held-transaction';
import type { Database } from './schema';
import { othersFirst } from '../taking-turns';

const lockNotAvailable = '55P03';

/**
 * On PostgreSQL a transaction waits for a row another one holds at most `limitMs`: past that
 * PostgreSQL gives the wait up (lock_not_available), so a transaction whose time ran out while
 * waiting frees its connection at once instead of after the other one ends. Writers do not take
 * turns: what must not race holds by row locks, unique indexes and conditional updates.
 */
async function limitLockWaits(trx: Trx, limitMs: number): Promise<void> {
  await sql`select set_config('lock_timeout', ${`${limitMs}ms`}, true)`.execute(trx);
}

/** How long one transaction may hold the database (SQLite has one connection: everyone else waits). */
export const transactionTimeLimitMs = 5000;

export class TransactionTimeLimitError extends Error {
  constructor(limitMs: number) {
    super(`The transaction took longer than ${limitMs} ms and was rolled back`);
  }
}

/** A transaction of the app's database: what writes that must go together take. */
export type Trx = Transaction<Database>;

/** What runs once a transaction has committed, given the database the transaction was taken from. */
type AfterCommit = (db: Db) => void | Promise<void>;

/** What waits for each open transaction to commit. */
const waitingForCommit = new WeakMap<object, AfterCommit[]>();

/** Runs `then` once the caller's transaction has committed (at once outside one): for news of a change that must not go out before others can read it, nor at all if it rolls back. */
export function afterCommit(db: Db, then: () => void): void {
  const waiting = db.isTransaction ? waitingForCommit.get(db) : undefined;
  if (waiting) waiting.push(then);
  else then();
}

/**
 * Runs `work` on the database once the caller's transaction has committed (at once outside one),
 * before that transaction's caller goes on: for clean-up that must see the committed state, such as
 * removing files no row refers to any more.
 */
export async function onceCommitted(db: Db, work: (db: Db) => Promise<void>): Promise<void> {
  const waiting = db.isTransaction ? waitingForCommit.get(db) : undefined;
  if (waiting) waiting.push(work);
  else await work(db);
}

/** Work that must be done even when the transaction it was asked for in is undone. */
type KeptIfUndone = (db: Db) => Promise<unknown>;

/** Of each open transaction: what was asked to be kept if it is undone. */
const keptIfUndone = new WeakMap<object, KeptIfUndone[]>();

/**
 * Has `work` done again if the caller's transaction is rolled back (on the database, once it has ended);
 * outside a transaction it does nothing, as what the caller wrote stays: for what must count whatever
 * the request's fate, such as an attempt against a limit.
 */
export function keepIfUndone(db: Db, work: KeptIfUndone): void {
  if (db.isTransaction) keptIfUndone.get(db)?.push(work);
}

/** Does again what undone work asked to keep; one that fails (the database gone) does not hide how the transaction ended. */
async function redoAll(work: KeptIfUndone[], db: Db): Promise<void> {
  for (const redo of work) await redo(db).catch(() => undefined);
}

/**
 * Rolls back a transaction whose work or commit failed. SQLite has already undone one that a full disk
 * broke, so its rollback fails ("no transaction is active"), as one on a lost connection does: the
 * error that made the transaction fail is the one to report, and Kysely frees the connection either way.
 */
async function rollBack(trx: ControlledTransaction<Database>): Promise<void> {
  await trx
    .rollback()
    .execute()
    .catch(() => undefined);
}

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one. The work has
 * `limitMs` to finish; past that the transaction is rolled back and the caller gets
 * TransactionTimeLimitError, and any later query of the abandoned work fails.
 */
export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>, limitMs = transactionTimeLimitMs): Promise<T> {
  if (db.isTransaction) return work(db as Trx);
  const trx = await db.startTransaction().execute();
  const committed: AfterCommit[] = [];
  waitingForCommit.set(trx, committed);
  const kept: KeptIfUndone[] = [];
  keptIfUndone.set(trx, kept);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransactionTimeLimitError(limitMs)), limitMs);
  });
  try {
    const result = await Promise.race([
      holdingTransactionFor(async () => {
        if (isPostgres(trx)) await limitLockWaits(trx, limitMs);
        return work(trx);
      }),
      expired,
    ]);
    await trx.commit().execute();
    for (const then of committed) await then(db);
    return result;
  } catch (error) {
    if (!trx.isCommitted && !trx.isRolledBack) await rollBack(trx);
    await redoAll(kept, db);
    throw (error as { code?: unknown }).code === lockNotAvailable ? new TransactionTimeLimitError(limitMs) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Long work in short transactions: each step of `size` items in its own, with other requests answered in between. */
export async function inTransactionSteps<T>(
  db: Db,
  items: T[],
  size: number,
  work: (trx: Trx, step: T[], start: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await inTransaction(db, (trx) => work(trx, items.slice(start, start + size), start));
    await othersFirst();
  }
}

/** Starts work that the caller's transaction neither includes nor waits for (sending emails once they are committed). */
export function detached(work: () => Promise<void>): void {
  outsideHeldTransaction(() => {
    void work();
  });
}
