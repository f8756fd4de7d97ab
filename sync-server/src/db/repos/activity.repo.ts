import type { ActivityLogEntry } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../database';

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
export const recordActivity = async (db: Db, input: ActivityInput): Promise<void> => {
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
};
