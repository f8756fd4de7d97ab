import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether the code running now holds a transaction (the database driver and slow work ask). */
const holdingTransaction = new AsyncLocalStorage<true>();

export class SelfWaitError extends Error {
  constructor() {
    super('A query asked for a connection while its own transaction holds one: it would wait on itself. Use the transaction.');
  }
}

export class SlowWorkInTransactionError extends Error {
  constructor(work: string) {
    super(`${work} was asked while a transaction is held, which it would hold up: ask it before the transaction or once it has committed.`);
  }
}

/** Runs `work` as code that holds a transaction. */
export const holdingTransactionFor = <T>(work: () => Promise<T>): Promise<T> => holdingTransaction.run(true, work);

/** Runs `work` as code that holds no transaction, though its caller does. */
export const outsideHeldTransaction = (work: () => void): void => holdingTransaction.exit(work);

/** Called by the database driver for every connection it hands out. */
export function assertNotHoldingTransaction() {
  if (holdingTransaction.getStore()) throw new SelfWaitError();
}

/** Called before slow work (a disk, another server), which fails at once inside a transaction. */
export function assertOutsideTransaction(work: string) {
  if (holdingTransaction.getStore()) throw new SlowWorkInTransactionError(work);
}
