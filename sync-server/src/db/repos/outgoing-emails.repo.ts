import type { Db } from '../database';

/** The newest kept emails, newest first. */
export const listOutgoingEmails = (db: Db, limit: number) =>
  db.selectFrom('outgoingEmails').select(['id', 'toAddress', 'subject', 'textBody', 'createdAt', 'sentAt', 'error']).orderBy('id', 'desc').limit(limit).execute();
