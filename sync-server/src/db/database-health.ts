import type { Db } from './database';

const databaseWaitMs = 1000;

/** How one check went: done, or why not. */
export type CheckOutcome = { ok: true } | { ok: false; error: unknown };

/** Whether `work` is done within the wait: a stuck transaction, which it waits behind, makes it say no. */
function within(work: Promise<unknown>): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, error: new Error(`The database did not answer within ${databaseWaitMs} ms`) }),
      databaseWaitMs,
    );
  });
  const done = work.then(
    (): CheckOutcome => ({ ok: true }),
    (error: unknown): CheckOutcome => ({ ok: false, error }),
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

export interface DatabaseHealth {
  read: CheckOutcome;
  write: CheckOutcome;
}

/**
 * Whether the database answers a read and takes a write, asked at once so that the answer comes
 * within a second. The write is real (the one row of health_checks), so a full disk or a file that
 * cannot be written makes it fail, and the first check once the cause is gone succeeds again.
 */
export async function databaseHealth(db: Db): Promise<DatabaseHealth> {
  const checkedAt = new Date().toISOString();
  const [read, write] = await Promise.all([
    within(db.selectFrom('healthChecks').select('checkedAt').where('id', '=', 1).execute()),
    within(
      db
        .insertInto('healthChecks')
        .values({ id: 1, checkedAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ checkedAt }))
        .execute(),
    ),
  ]);
  return { read, write };
}

/** How long a check's answer serves every caller: polling the health check cannot become a stream of commits. */
export const healthCheckMs = 1000;

/** `databaseHealth`, checked at most once per `healthCheckMs`: callers within it share the last check's answer. */
export function sharedHealthCheck(db: Db): () => Promise<DatabaseHealth> {
  let last: { at: number; health: Promise<DatabaseHealth> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= healthCheckMs) last = { at: now, health: databaseHealth(db) };
    return last.health;
  };
}
