import { type ActivityLogAnswer, type ActivityLogEntry, activityLogQuerySchema } from '@stagehouse/shared/admin.schema';
import type { Db } from '../db/database';
import { countActivityByAction, listActivity } from '../db/repos/activity.repo';
import { listOutgoingEmails } from '../db/repos/emails.repo';

/** The newest entries of the activity log with the filters, and a summary over the whole log. */
export async function activityLog(db: Db, input: unknown): Promise<ActivityLogAnswer> {
  const q = activityLogQuerySchema.parse(input);
  const [rows, byAction] = await Promise.all([listActivity(db, q), countActivityByAction(db)]);
  const entries: ActivityLogEntry[] = rows.map((r) => ({ ...r, timestamp: r.createdAt, entityId: r.entityId }));
  return {
    entries,
    summary: { total: byAction.reduce((t, r) => t + r.count, 0), byAction: Object.fromEntries(byAction.map((r) => [r.action, r.count])) },
  };
}

/** A kept email as an admin may read it: a password reset link's token is never shown, live or not. */
const withoutSecrets = (text: string) => text.replace(/([?&]token=)[^\s&]+/g, '$1(hidden)');

export const outgoingEmails = async (db: Db) =>
  (await listOutgoingEmails(db, 200)).map((email) => ({ ...email, textBody: withoutSecrets(email.textBody) }));
