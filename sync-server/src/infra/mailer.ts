import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { detached } from '../db/transaction';
import { databaseFault } from '../db/database-faults';
import { insertOutgoingEmail, listUnsentEmails, markEmailFailed, markEmailSent } from './emails.repo';
import { readSetting } from './settings.repo';

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
  /**
   * Sends queued emails through SMTP (after the caller's transaction, not in it) when it is configured
   * and the email integration switch is on; otherwise they stay in the table, kept and not sent.
   */
  flush(ids: number[]): void;
  verify(): Promise<void>;
  readonly configured: boolean;
}

export function createMailer(db: Db, smtpUrl: string | null, from: string, log: Logger): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    configured: transport !== null,
    queue: (target, email) =>
      insertOutgoingEmail(target, {
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: null,
        attachments: email.attachments ? JSON.stringify(email.attachments) : null,
        createdAt: new Date().toISOString(),
      }),
    flush(ids) {
      if (!transport || ids.length === 0) return;
      const send = async () => {
        if (!(await readSetting(db, 'email_integration', false))) return;
        const emails = await listUnsentEmails(db, ids);
        for (const email of emails) {
          try {
            const attachments = email.attachments === null ? [] : (JSON.parse(email.attachments) as EmailAttachment[]);
            await transport.sendMail({ from, to: email.toAddress, subject: email.subject, text: email.textBody, attachments });
            await markEmailSent(db, email.id, new Date().toISOString());
          } catch (error) {
            log.warn({ err: error, emailId: email.id }, 'email not sent');
            await markEmailFailed(db, email.id, error instanceof Error ? error.message : String(error));
          }
        }
      };
      // Nobody awaits the sending: a database gone meanwhile must end in the log, not end the process.
      detached(() =>
        send().catch((error: unknown) => {
          const fault = databaseFault(error);
          if (fault) log.warn({ err: error, emailIds: ids }, `queued emails not sent: ${fault}`);
          else log.error({ err: error, emailIds: ids }, 'queued emails not sent');
        }),
      );
    },
    async verify() {
      if (!transport) throw new Error('No SMTP server is configured (SMTP_URL)');
      await transport.verify();
    },
  };
}
