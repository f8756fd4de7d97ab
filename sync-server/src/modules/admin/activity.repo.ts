import type { ActivityLogEntry, activityLogQuerySchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { anyContains, onePage } from '../../db/query-helpers';

export interface ActivityInput {
  actor: User | undefined;
  action: ActivityLogEntry['action'];
  entityType: ActivityLogEntry['entityType'];
  entityId: string | number | null;
  entityTitle: string | null;
  details?: string;
  ipAddress: string | null;
}

/** One row of the activity log, written by the caller inside the transaction of the change. */
export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db
    .insertInto('activityLog')
    .values({
      createdAt: new Date().toISOString(),
      userId: input.actor?.id ?? null,
      userName: input.actor ? `${input.actor.firstName} ${input.actor.lastName}` : 'Visitor',
      userRole: input.actor?.userType ?? null,
      action: input.action,
      entityType: input.entityType,
      entityId: input.entityId === null ? null : String(input.entityId),
      entityTitle: input.entityTitle,
      details: input.details ?? null,
      ipAddress: input.ipAddress,
    })
    .execute();
}

/** Entries with the filters, newest first: one page of them and how many match in all. */
export function listActivity(db: Db, q: z.output<typeof activityLogQuerySchema>) {
  let query = db.selectFrom('activityLog');
  if (q.action) query = query.where('action', '=', q.action);
  if (q.entityType) query = query.where('entityType', '=', q.entityType);
  if (q.search) {
    query = query.where(anyContains(['userName', 'entityTitle', 'details'], q.search));
  }
  return onePage(query, (found) => found.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc'), q);
}

/** How many entries the whole log holds of each action. */
export const countActivityByAction = async (db: Db) =>
  (
    await db
      .selectFrom('activityLog')
      .select(['action', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('action')
      .execute()
  ).map((r) => ({ action: r.action, count: Number(r.count) }));
