import { limits } from '@stagehouse/shared/limits';
import { loginSchema, registerSchema } from '@stagehouse/shared/auth.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordActivity } from '../admin/activity.repo';
import { emailExists, findCredentials, findUserById, insertUser, updateUser } from '../accounts/users.repo';
import { insertCompany } from '../browse/companies.repo';
import { recordSignIn } from './sign-ins.repo';
import { randomUUID } from 'node:crypto';
import { clearBuckets, countHit, forgiveHit, takeTurn, windowEndOf } from '../../infra/rate-limits.repo';
import { accountBuckets, loginBuckets } from './login-buckets';
import { conflict, HttpError, tooManyRequests, unauthorized } from '../../http/errors';
import { takeAttempt } from '../../infra/rate-limit';
import { hashPassword, verifyPassword } from '../../infra/password';

const lockedOut = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** Compared against when the email is unknown, so that a wrong email takes as long as a wrong password. */
let unknownUserHash: Promise<string> | undefined;

/**
 * An account past its failures (10 in 15 minutes, from any addresses) is tried once per turn, each
 * turn twice as long as the last (1 s, 2 s, … up to 15 minutes), whoever tries; the first time, its
 * owner is emailed a reset link, their way in meanwhile. An email with no account is held the same,
 * so that the answers tell nothing of which emails have one.
 */
async function waitForTurn(db: Db, email: string, notify: (email: string) => Promise<void>): Promise<void> {
  const buckets = loginBuckets(email, '');
  const attempts = await countHit(db, buckets.account, limits.loginAttemptWindowMs);
  const over = attempts - limits.loginFailuresPerAccountPerWindow;
  if (over <= 0) return;
  const now = Date.now();
  if (!(await takeTurn(db, buckets.turn, now + Math.min(1000 * 2 ** (over - 1), limits.loginAttemptWindowMs), now))) {
    const retryAfter = Math.max(1, Math.ceil((((await windowEndOf(db, buckets.turn)) ?? now) - now) / 1000));
    throw tooManyRequests('Too many sign-in attempts for this account. Please wait, or reset your password.', retryAfter);
  }
  if ((await countHit(db, buckets.resetSent, limits.loginAttemptWindowMs)) === 1) await notify(email);
}

/**
 * Checks the credentials. The attempt is counted before the password is hashed, so parallel guesses
 * stop at the limits (10 per email and address, 50 per address, in 15 minutes, and the account's
 * turns); a success takes its attempt back. Counting happens outside any request transaction, so a
 * failure stays counted. `notify` emails an account under attack its reset link.
 */
export async function login(db: Db, input: unknown, ip: string, notify: (email: string) => Promise<void>): Promise<User> {
  const { email, password } = loginSchema.parse(input);
  const buckets = loginBuckets(email, ip);
  await takeAttempt(
    db,
    [
      { bucket: buckets.emailFromAddress, limit: limits.loginAttemptsPerWindow, windowMs: limits.loginAttemptWindowMs },
      { bucket: buckets.address, limit: limits.loginFailuresPerAddressPerWindow, windowMs: limits.loginAttemptWindowMs },
    ],
    lockedOut,
  );
  await waitForTurn(db, email, notify);
  const credentials = await findCredentials(db, email);
  unknownUserHash ??= hashPassword(randomUUID());
  const valid = await verifyPassword(password, credentials?.passwordHash ?? (await unknownUserHash));
  if (!credentials || !valid) throw unauthorized('Invalid email or password');
  const held = accountBuckets(email);
  await clearBuckets(db, [buckets.emailFromAddress, ...held.exact]);
  await forgiveHit(db, buckets.address);
  if (credentials.isActive !== 1) throw unauthorized('This account has been deactivated. Please contact support.');
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    await recordSignIn(trx, credentials.id, ip, now);
    await updateUser(trx, credentials.id, { lastLoginAt: now });
  });
  return (await findUserById(db, credentials.id)) as User;
}

/** A new stager or realtor with a company profile of their own, or a new buyer (no company). */
export async function register(db: Db, input: unknown, ip: string): Promise<User> {
  const body = registerSchema.parse(input);
  await takeAttempt(
    db,
    [{ bucket: `register:${ip}`, limit: limits.registrationsPerAddressPerHour, windowMs: limits.hourMs }],
    'Too many new accounts from this address. Please try again in an hour.',
  );
  if (await emailExists(db, body.email)) throw conflict('An account with this email already exists');
  const passwordHash = await hashPassword(body.password);
  const now = new Date().toISOString();
  const id = await inTransaction(db, async (trx) => {
    const userId = await insertUser(trx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.userType,
      company: body.company || null,
      createdAt: now,
      updatedAt: now,
      lastLoginAt: now,
    });
    if (body.userType !== 'buyer')
      await insertCompany(trx, { userId, name: body.company || `${body.firstName} ${body.lastName}`, type: body.userType, createdAt: now });
    await recordSignIn(trx, userId, ip, now);
    const actor = await findUserById(trx, userId);
    await recordActivity(trx, {
      actor,
      action: 'create',
      entityType: 'user',
      entityId: userId,
      entityTitle: `${body.firstName} ${body.lastName}`,
      details: `Registered as ${body.userType}`,
      ipAddress: ip,
    });
    return userId;
  });
  const user = await findUserById(db, id);
  if (!user) throw new HttpError(500, 'Registration failed');
  return user;
}
