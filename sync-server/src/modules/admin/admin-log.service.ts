import {
  type ActivityLogAnswer,
  type ActivityLogEntry,
  activityLogQuerySchema,
  type OutgoingEmailsAnswer,
} from '@stagehouse/shared/admin.schema';
import { pageQuerySchema } from '@stagehouse/shared/page.schema';
import type { Db } from '../../db/database';
import { countActivityByAction, listActivity } from './activity.repo';
import { listOutgoingEmails } from '../../infra/emails.repo';

/** One page of the activity log with the filters, newest first, and a summary over the whole log. */
export async function activityLog(db: Db, input: unknown): Promise<ActivityLogAnswer> {
  const q = activityLogQuerySchema.parse(input);
  const [{ total, rows }, byAction] = await Promise.all([listActivity(db, q), countActivityByAction(db)]);
  const entries: ActivityLogEntry[] = rows.map((r) => ({ ...r, timestamp: r.createdAt, entityId: r.entityId }));
  return {
    entries,
    total,
    page: q.page,
    pageSize: q.pageSize,
    summary: { total: byAction.reduce((t, r) => t + r.count, 0), byAction: Object.fromEntries(byAction.map((r) => [r.action, r.count])) },
  };
}

/** A kept email as an admin may read it: a password reset link's token is never shown, live or not. */
const withoutSecrets = (text: string) => text.replace(/([?&]token=)[^\s&]+/g, '$1(hidden)');

/** One page of the kept emails, newest first. */
export async function outgoingEmails(db: Db, input: unknown): Promise<OutgoingEmailsAnswer> {
  const q = pageQuerySchema.parse(input);
  const { total, rows } = await listOutgoingEmails(db, q);
  return {
    emails: rows.map((email) => ({ ...email, textBody: withoutSecrets(email.textBody) })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
