import type { Insertable } from 'kysely';
import type { PageQuery } from '@stagehouse/shared/page.schema';
import type { Db } from '../db/database';
import { onePage } from '../db/query-helpers';
import type { OutgoingEmails } from '../db/generated-schema';

export async function insertOutgoingEmail(db: Db, email: Insertable<OutgoingEmails>): Promise<number> {
  const row = await db.insertInto('outgoingEmails').values(email).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export const listUnsentEmails = (db: Db, ids: number[]) =>
  db.selectFrom('outgoingEmails').selectAll().where('id', 'in', ids).where('sentAt', 'is', null).execute();

export async function markEmailSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db.updateTable('outgoingEmails').set({ sentAt, error: null }).where('id', '=', id).execute();
}

export async function markEmailFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('outgoingEmails').set({ error }).where('id', '=', id).execute();
}

/** Kept emails, newest first: one page of them and how many there are. */
export const listOutgoingEmails = (db: Db, page: PageQuery) =>
  onePage(
    db.selectFrom('outgoingEmails'),
    (all) => all.select(['id', 'toAddress', 'subject', 'textBody', 'createdAt', 'sentAt', 'error']).orderBy('id', 'desc'),
    page,
  );
