import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { detached } from '../db/transaction';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

export interface Mailer {
  /** Keeps the email in the outgoing-emails table (inside the caller's transaction when given one). */
  queue(db: Db, email: Email): Promise<number>;
  /** Sends queued emails through SMTP when it is configured (after the caller's transaction, not in it); without SMTP they stay in the table. */
  flush(ids: number[]): void;
  verify(): Promise<void>;
  readonly configured: boolean;
}

export const createMailer = (db: Db, smtpUrl: string | null, from: string, log: Logger): Mailer => {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    configured: transport !== null,
    async queue(target, email) {
      const row = await target
        .insertInto('outgoingEmails')
        .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: null, attachments: email.attachments ? JSON.stringify(email.attachments) : null, createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    flush(ids) {
      if (!transport || ids.length === 0) return;
      detached(async () => {
        const emails = await db.selectFrom('outgoingEmails').selectAll().where('id', 'in', ids).where('sentAt', 'is', null).execute();
        for (const email of emails) {
          try {
            const attachments = email.attachments === null ? [] : (JSON.parse(email.attachments) as EmailAttachment[]);
            await transport.sendMail({ from, to: email.toAddress, subject: email.subject, text: email.textBody, attachments });
            await db.updateTable('outgoingEmails').set({ sentAt: new Date().toISOString(), error: null }).where('id', '=', email.id).execute();
          } catch (error) {
            log.warn({ err: error, emailId: email.id }, 'email not sent');
            await db.updateTable('outgoingEmails').set({ error: error instanceof Error ? error.message : String(error) }).where('id', '=', email.id).execute();
          }
        }
      });
    },
    async verify() {
      if (!transport) throw new Error('No SMTP server is configured (SMTP_URL)');
      await transport.verify();
    },
  };
};
