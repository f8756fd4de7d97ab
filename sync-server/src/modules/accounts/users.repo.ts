import type { adminUsersQuerySchema } from '@stagehouse/shared/admin.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { NewUser, UserUpdate } from '../../db/schema';
import { anyContains, onePage } from '../../db/query-helpers';

const userColumns = [
  'users.id',
  'users.firstName',
  'users.lastName',
  'users.email',
  'users.role',
  'users.company',
  'users.isVerified',
  'users.emailConfirmedAt',
  'users.isActive',
  'users.plan',
  'users.createdAt',
  'companies.id as companyId',
] as const;

const selectUsers = (db: Db) => db.selectFrom('users').leftJoin('companies', 'companies.userId', 'users.id').select(userColumns);

type UserRecord = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

const toUser = (row: UserRecord): User => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  userType: row.role,
  company: row.company,
  companyId: row.companyId,
  isVerified: row.isVerified === 1,
  emailConfirmed: row.emailConfirmedAt !== null,
  isActive: row.isActive === 1,
  plan: row.plan,
  createdAt: row.createdAt,
});

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** Which of these emails belong to an active account. */
export async function listActiveEmails(db: Db, emails: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).where('isActive', '=', 1).execute();
  return rows.map((r) => r.email);
}

export const findCredentials = (db: Db, email: string) =>
  db.selectFrom('users').select(['id', 'passwordHash', 'isActive']).where('email', '=', email).executeTakeFirst();

export const emailExists = async (db: Db, email: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

export const findUserIdByEmail = async (db: Db, email: string): Promise<number | undefined> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;

export const findActiveUserGreeting = (db: Db, id: number) =>
  db.selectFrom('users').select(['email', 'firstName']).where('id', '=', id).where('isActive', '=', 1).executeTakeFirst();

export const emailOfUser = async (db: Db, id: number): Promise<string> =>
  (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

export const isListerAccount = async (db: Db, id: number): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('id', '=', id).where('role', 'in', ['stager', 'realtor']).executeTakeFirst()) !==
  undefined;

export const insertUser = async (db: Db, user: NewUser): Promise<number> =>
  (await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()).id;

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Accounts other than admins with the filters, newest first: one page of them and how many match in all. */
export function listNonAdminUsers(db: Db, q: z.output<typeof adminUsersQuerySchema>) {
  let query = db.selectFrom('users').where('role', '!=', 'admin');
  if (q.search) {
    query = query.where(anyContains(['firstName', 'lastName', 'email', 'company'], q.search));
  }
  if (q.userType !== 'all') query = query.where('role', '=', q.userType);
  if (q.verified !== undefined) query = query.where('isVerified', '=', q.verified ? 1 : 0);
  if (q.active !== undefined) query = query.where('isActive', '=', q.active ? 1 : 0);
  return onePage(
    query,
    (found) =>
      found
        .select(['id', 'firstName', 'lastName', 'email', 'role', 'company', 'isVerified', 'isActive', 'isBeta', 'plan', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
    q,
  );
}

export const setUserVerified = (db: Db, id: number, isVerified: boolean) =>
  db
    .updateTable('users')
    .set({ isVerified: isVerified ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

export const setUserBeta = (db: Db, id: number, isBeta: boolean) =>
  db
    .updateTable('users')
    .set({ isBeta: isBeta ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

export const isBetaUser = async (db: Db, id: number): Promise<boolean> =>
  (await db.selectFrom('users').select('isBeta').where('id', '=', id).executeTakeFirst())?.isBeta === 1;

export const setUserPlan = (db: Db, id: number, plan: 'base' | 'plus', now: string) =>
  db.updateTable('users').set({ plan, updatedAt: now }).where('id', '=', id).execute();

const emailsPerQuery = 500;

/** The stager and realtor accounts among these emails (as stored), a few hundred emails a query. */
export async function findListersByEmail(db: Db, emails: readonly string[]) {
  const found: { id: number; email: string }[] = [];
  for (let start = 0; start < emails.length; start += emailsPerQuery) {
    found.push(
      ...(await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', emails.slice(start, start + emailsPerQuery))
        .where('role', 'in', ['stager', 'realtor'])
        .execute()),
    );
  }
  return found;
}
