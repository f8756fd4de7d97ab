import { limits } from '@stagehouse/shared/limits';
import { loginSchema, registerSchema } from '@stagehouse/shared/auth.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { recordActivity } from '../db/repos/activity.repo';
import { emailExists, findCredentials, findUserById } from '../db/repos/users.repo';
import { conflict, HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { hashPassword, verifyPassword } from './password';

const windowStart = () => new Date(Date.now() - limits.loginAttemptWindowMs).toISOString();

const assertNotLockedOut = async (db: Db, email: string, ip: string) => {
  const { n } = await db
    .selectFrom('loginFailures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('ipAddress', '=', ip)
    .where('createdAt', '>=', windowStart())
    .executeTakeFirstOrThrow();
  if (Number(n) >= limits.loginAttemptsPerWindow) {
    throw tooManyRequests('Too many sign-in attempts. Please wait 15 minutes and try again.');
  }
};

/** Checks the credentials; failed attempts per email and address are limited. */
export const login = async (db: Db, input: unknown, ip: string): Promise<User> => {
  const { email, password } = loginSchema.parse(input);
  await assertNotLockedOut(db, email, ip);
  const credentials = await findCredentials(db, email);
  const valid = credentials !== undefined && (await verifyPassword(password, credentials.passwordHash));
  if (!credentials || !valid) {
    await db.insertInto('loginFailures').values({ email, ipAddress: ip, createdAt: new Date().toISOString() }).execute();
    throw unauthorized('Invalid email or password');
  }
  if (credentials.isActive !== 1) throw unauthorized('This account has been deactivated. Please contact support.');
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('loginFailures').where('email', '=', email).where('ipAddress', '=', ip).execute();
    await trx.insertInto('signIns').values({ userId: credentials.id, ipAddress: ip, createdAt: now }).execute();
    await trx.updateTable('users').set({ lastLoginAt: now }).where('id', '=', credentials.id).execute();
  });
  return (await findUserById(db, credentials.id)) as User;
};

/** A new stager or realtor with a company profile of their own. */
export const register = async (db: Db, input: unknown, ip: string): Promise<User> => {
  const body = registerSchema.parse(input);
  if (await emailExists(db, body.email)) throw conflict('An account with this email already exists');
  const passwordHash = await hashPassword(body.password);
  const now = new Date().toISOString();
  const id = await inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName, role: body.userType, company: body.company || null, createdAt: now, updatedAt: now, lastLoginAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('companies')
      .values({ userId: user.id, name: body.company || `${body.firstName} ${body.lastName}`, type: body.userType, createdAt: now })
      .execute();
    await trx.insertInto('signIns').values({ userId: user.id, ipAddress: ip, createdAt: now }).execute();
    const actor = await findUserById(trx, user.id);
    await recordActivity(trx, { actor, action: 'create', entityType: 'user', entityId: user.id, entityTitle: `${body.firstName} ${body.lastName}`, details: `Registered as ${body.userType}`, ipAddress: ip });
    return user.id;
  });
  const user = await findUserById(db, id);
  if (!user) throw new HttpError(500, 'Registration failed');
  return user;
};
