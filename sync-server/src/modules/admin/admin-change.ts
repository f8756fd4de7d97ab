import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { type ActivityInput, recordActivity } from './activity.repo';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';

/** What the activity log says of an administrator's change; who made it and from where the change itself knows. */
export type AdminLogLine = Omit<ActivityInput, 'actor' | 'ipAddress'>;

/** An administrator's change and its line in the activity log, in one transaction; answers what the change answers. */
export function changeWithLogLine<T>(
  db: Db,
  admin: User,
  ip: string,
  change: (trx: Db) => Promise<T>,
  logLine: (result: T) => AdminLogLine,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const result = await change(trx);
    await recordActivity(trx, { actor: admin, ...logLine(result), ipAddress: ip });
    return result;
  });
}

/** The row a change touched; none means the id named no row: a 404 saying `missing`. */
export function foundRow<T>(row: T | undefined, missing: string): T {
  if (row === undefined) throw notFound(missing);
  return row;
}

/** Turns the back-office row `id` on or off (`details` says which) and logs it; a row that is not there is a 404 saying `missing`. */
export function switchRow<T>(
  db: Db,
  admin: User,
  ip: string,
  row: {
    id: number;
    entityType: AdminLogLine['entityType'];
    missing: string;
    details: string;
    update: (trx: Db) => Promise<T | undefined>;
    title: (row: T) => string;
  },
): Promise<T> {
  return changeWithLogLine(
    db,
    admin,
    ip,
    async (trx) => foundRow(await row.update(trx), row.missing),
    (changed) => ({
      action: 'update',
      entityType: row.entityType,
      entityId: row.id,
      entityTitle: row.title(changed),
      details: row.details,
    }),
  );
}
