import { type ActivityLogAnswer, type ActivityLogEntry, activityLogQuerySchema } from '@stagehouse/shared/admin.schema';
import type { Db } from '../db/database';
import { containsPattern } from '../db/query-helpers';

/** The newest entries of the activity log with the filters, and a summary over the whole log. */
export const activityLog = async (db: Db, input: unknown): Promise<ActivityLogAnswer> => {
  const q = activityLogQuerySchema.parse(input);
  let query = db.selectFrom('activityLog').selectAll();
  if (q.action) query = query.where('action', '=', q.action);
  if (q.entityType) query = query.where('entityType', '=', q.entityType);
  if (q.search) {
    const term = containsPattern(q.search);
    query = query.where((eb) => eb.or([eb('userName', 'like', term), eb('entityTitle', 'like', term), eb('details', 'like', term)]));
  }
  const [rows, byAction] = await Promise.all([
    query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(q.limit).execute(),
    db.selectFrom('activityLog').select(['action', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('action').execute(),
  ]);
  const entries: ActivityLogEntry[] = rows.map((r) => ({ ...r, timestamp: r.createdAt, entityId: r.entityId }));
  return { entries, summary: { total: byAction.reduce((t, r) => t + Number(r.count), 0), byAction: Object.fromEntries(byAction.map((r) => [r.action, Number(r.count)])) } };
};

/** A kept email as an admin may read it: a password reset link's token is never shown, live or not. */
const withoutSecrets = (text: string) => text.replace(/([?&]token=)[^\s&]+/g, '$1(hidden)');

export const outgoingEmails = async (db: Db) =>
  (await db.selectFrom('outgoingEmails').select(['id', 'toAddress', 'subject', 'textBody', 'createdAt', 'sentAt', 'error']).orderBy('id', 'desc').limit(200).execute()).map((email) => ({
    ...email,
    textBody: withoutSecrets(email.textBody),
  }));
