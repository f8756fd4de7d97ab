import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { OutgoingEmailsTable } from '../schema';

export const insertOutgoingEmail = async (db: Db, email: Insertable<OutgoingEmailsTable>): Promise<number> => {
  const row = await db.insertInto('outgoingEmails').values(email).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export const listUnsentEmails = (db: Db, ids: number[]) => db.selectFrom('outgoingEmails').selectAll().where('id', 'in', ids).where('sentAt', 'is', null).execute();

export const markEmailSent = async (db: Db, id: number, sentAt: string): Promise<void> => {
  await db.updateTable('outgoingEmails').set({ sentAt, error: null }).where('id', '=', id).execute();
};

export const markEmailFailed = async (db: Db, id: number, error: string): Promise<void> => {
  await db.updateTable('outgoingEmails').set({ error }).where('id', '=', id).execute();
};

/** The newest kept emails, newest first. */
export const listOutgoingEmails = (db: Db, limit: number) =>
  db.selectFrom('outgoingEmails').select(['id', 'toAddress', 'subject', 'textBody', 'createdAt', 'sentAt', 'error']).orderBy('id', 'desc').limit(limit).execute();
