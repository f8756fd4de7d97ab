import { forgotPasswordSchema, resetPasswordSchema } from '@stagehouse/shared/auth.schema';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { quoted } from '../../infra/email-text';
import type { Mailer } from '../../infra/mailer';
import { hashPassword } from '../../infra/password';
import { hashToken, newLinkToken } from '../../infra/link-token';
import { takeAttempt } from '../../infra/rate-limit';
import { accountBuckets } from './login-buckets';
import { clearBuckets, clearBucketsStartingWith } from '../../infra/rate-limits.repo';
import { endResetLinks, useResetLink, insertPasswordReset } from './password-resets.repo';
import { endSessionsOfUser } from './sessions.repo';
import { emailOfUser, findActiveUserGreeting, findUserIdByEmail, updateUser } from '../accounts/users.repo';

const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;

/** Emails a single-use link valid one hour; the answer is the same whether the email is known or not. */
export async function sendPasswordReset(db: Db, mailer: Mailer, userId: number, publicUrl: string): Promise<void> {
  const user = await findActiveUserGreeting(db, userId);
  if (!user) return;
  const token = newLinkToken();
  const now = Date.now();
  const emailId = await inTransaction(db, async (trx) => {
    await insertPasswordReset(trx, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + limits.passwordResetTtlMs).toISOString(),
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    });
    return mailer.queue(trx, {
      to: user.email,
      subject: 'Reset your Stagehouse password',
      text: [
        `Hi ${quoted(user.firstName, 'there')},`,
        '',
        'Use this link within one hour to choose a new password:',
        resetLink(publicUrl, token),
        '',
        'If you did not ask for this, you can ignore this email.',
      ].join('\n'),
    });
  });
  mailer.flush([emailId]);
}

export async function requestPasswordReset(db: Db, mailer: Mailer, input: unknown, publicUrl: string, ip: string): Promise<void> {
  const { email } = forgotPasswordSchema.parse(input);
  await takeAttempt(
    db,
    [
      { bucket: `reset:${email}`, limit: limits.passwordResetsPerEmailPerHour, windowMs: limits.hourMs },
      { bucket: `reset-address:${ip}`, limit: limits.passwordResetsPerAddressPerHour, windowMs: limits.hourMs },
    ],
    'Too many reset requests. Please try again in an hour.',
  );
  await mailResetLink(db, mailer, email, publicUrl);
}

/** Emails the account of this email, if there is one, a link to reset its password. */
export async function mailResetLink(db: Db, mailer: Mailer, email: string, publicUrl: string): Promise<void> {
  const userId = await findUserIdByEmail(db, email);
  if (userId !== undefined) await sendPasswordReset(db, mailer, userId, publicUrl);
}

/** Sets the new password with a valid, unused token and ends every session of that user; answers the user's id. */
export async function resetPassword(db: Db, input: unknown): Promise<number> {
  const { token, password } = resetPasswordSchema.parse(input);
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const userId = await useResetLink(trx, hashToken(token), now);
    if (userId === undefined) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    await endResetLinks(trx, userId, now);
    await updateUser(trx, userId, { passwordHash, updatedAt: now });
    await endSessionsOfUser(trx, userId);
    const held = accountBuckets(await emailOfUser(trx, userId));
    await clearBucketsStartingWith(trx, held.prefix);
    await clearBuckets(trx, held.exact);
    return userId;
  });
}
