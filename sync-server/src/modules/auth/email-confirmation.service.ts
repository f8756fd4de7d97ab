import { confirmEmailSchema, type ConfirmEmailAnswer } from '@stagehouse/shared/auth.schema';
import { limits } from '@stagehouse/shared/limits';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict } from '../../http/errors';
import { quoted } from '../../infra/email-text';
import { hashToken, newLinkToken } from '../../infra/link-token';
import type { Mailer } from '../../infra/mailer';
import { takeAttempt } from '../../infra/rate-limit';
import { emailOfUser, findActiveUserGreeting, updateUser } from '../accounts/users.repo';
import { joinSignedOutRequests } from '../requests/purchase-requests.repo';
import { endConfirmationLinks, insertEmailConfirmation, useConfirmationLink } from './email-confirmations.repo';

const confirmationLink = (publicUrl: string, token: string) => `${publicUrl}/confirm-email?token=${token}`;

/** Emails the account a link, valid seven days, that confirms its email. */
export async function sendEmailConfirmation(db: Db, mailer: Mailer, userId: number, publicUrl: string): Promise<void> {
  const token = newLinkToken();
  const now = Date.now();
  const emailId = await inTransaction(db, async (trx) => {
    // The email is read where the link is kept with it: a link sent to an address the account has left opens nothing.
    const user = await findActiveUserGreeting(trx, userId);
    if (!user) return undefined;
    await insertEmailConfirmation(trx, {
      userId,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + limits.emailConfirmationTtlMs).toISOString(),
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    });
    return mailer.queue(trx, {
      to: user.email,
      subject: 'Confirm your Stagehouse email',
      text: [
        `Hi ${quoted(user.firstName, 'there')},`,
        '',
        'Open this link within seven days to confirm your email. Requests to buy you made signed out with this email then show in My requests on every device you sign in on:',
        confirmationLink(publicUrl, token),
        '',
        'You confirm it signed in to the account. If you did not make a Stagehouse account, you can ignore this email.',
      ].join('\n'),
    });
  });
  if (emailId !== undefined) mailer.flush([emailId]);
}

/** A new confirmation link for the signed-in user, at most three an hour. */
export async function resendEmailConfirmation(db: Db, mailer: Mailer, user: User, publicUrl: string): Promise<void> {
  if (user.emailConfirmed) throw conflict('Your email is already confirmed');
  await takeAttempt(
    db,
    [{ bucket: `confirmation-link:${user.id}`, limit: limits.confirmationLinksPerUserPerHour, windowMs: limits.hourMs }],
    'Too many confirmation links. Please try again in an hour.',
  );
  await sendEmailConfirmation(db, mailer, user.id, publicUrl);
}

/**
 * Confirms the signed-in user's email with a link sent to it, once; the requests made signed out
 * with that email join the account. Signed in and holding the link, the confirmer has shown both the
 * account's password and the mailbox: someone who made an account with another's email gets nothing
 * when its owner opens the link.
 */
export async function confirmEmail(db: Db, user: User, input: unknown): Promise<ConfirmEmailAnswer> {
  const { token } = confirmEmailSchema.parse(input);
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    if (!(await useConfirmationLink(trx, user.id, hashToken(token), now)))
      throw badRequest('This confirmation link is invalid, has expired, or is for another account. Ask for a new one in Account Settings.');
    await endConfirmationLinks(trx, user.id, now);
    await updateUser(trx, user.id, { emailConfirmedAt: now });
    return { joinedRequests: await joinSignedOutRequests(trx, user.id, await emailOfUser(trx, user.id)) };
  });
}

/** At sign-in, an account whose email is confirmed takes the requests made signed out with it since. */
export async function joinRequestsOf(db: Db, user: User): Promise<void> {
  if (user.emailConfirmed) await joinSignedOutRequests(db, user.id, user.email);
}
