import { createHash, randomBytes } from 'node:crypto';
import { forgotPasswordSchema, resetPasswordSchema } from '@stagehouse/shared/auth.schema';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { badRequest } from '../http/errors';
import type { Mailer } from './mailer';
import { hashPassword } from './password';
import { takeAttempt } from './rate-limit';
import { loginBuckets } from './auth.service';
import { clearBucketsStartingWith } from '../db/repos/rate-limits.repo';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/** Ends every reset link of the user not used yet: a reset or a password change makes them void. */
export const endResetLinks = (trx: Db, userId: number, now: string) =>
  trx.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();

/** Emails a single-use link valid one hour; the answer is the same whether the email is known or not. */
export const sendPasswordReset = async (db: Db, mailer: Mailer, userId: number, publicUrl: string): Promise<void> => {
  const user = await db.selectFrom('users').select(['email', 'firstName']).where('id', '=', userId).where('isActive', '=', 1).executeTakeFirst();
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const emailId = await inTransaction(db, async (trx) => {
    await trx
      .insertInto('passwordResets')
      .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now + limits.passwordResetTtlMs).toISOString(), usedAt: null, createdAt: new Date(now).toISOString() })
      .execute();
    return mailer.queue(trx, {
      to: user.email,
      subject: 'Reset your Stagehouse password',
      text: [
        `Hi ${user.firstName},`,
        '',
        'Use this link within one hour to choose a new password:',
        resetLink(publicUrl, token),
        '',
        'If you did not ask for this, you can ignore this email.',
      ].join('\n'),
    });
  });
  mailer.flush([emailId]);
};

export const requestPasswordReset = async (db: Db, mailer: Mailer, input: unknown, publicUrl: string, ip: string): Promise<void> => {
  const { email } = forgotPasswordSchema.parse(input);
  await takeAttempt(
    db,
    [
      { bucket: `reset:${email}`, limit: limits.passwordResetsPerEmailPerHour, windowMs: limits.hourMs },
      { bucket: `reset-address:${ip}`, limit: limits.passwordResetsPerAddressPerHour, windowMs: limits.hourMs },
    ],
    'Too many reset requests. Please try again in an hour.',
  );
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (user) await sendPasswordReset(db, mailer, user.id, publicUrl);
};

/** Sets the new password with a valid, unused token and ends every session of that user. */
export const resetPassword = async (db: Db, input: unknown): Promise<void> => {
  const { token, password } = resetPasswordSchema.parse(input);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    const reset = await trx.selectFrom('passwordResets').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirst();
    if (!reset || reset.usedAt !== null || reset.expiresAt < new Date().toISOString()) {
      throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    }
    const now = new Date().toISOString();
    await endResetLinks(trx, reset.userId, now);
    await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', reset.userId).execute();
    await trx.deleteFrom('sessions').where('userId', '=', reset.userId).execute();
    const user = await trx.selectFrom('users').select('email').where('id', '=', reset.userId).executeTakeFirstOrThrow();
    await clearBucketsStartingWith(trx, loginBuckets(user.email, '').account);
  });
};
