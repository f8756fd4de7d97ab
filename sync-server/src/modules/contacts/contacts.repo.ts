import type { Contact } from '@stagehouse/shared/contact.schema';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { keepsRows } from '../../db/query-helpers';
import type { Contacts } from '../../db/generated-schema';

/** Keeps the user's contact list for the caller's transaction (by their account's row): a parallel import of theirs waits, so the list's cap and one contact per email hold. */
export async function keepContactList(db: Db, userId: number): Promise<void> {
  if (keepsRows(db)) await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** The user's contacts with these emails, with their ids. */
export const findContactsByEmail = (db: Db, userId: number, emails: string[]) =>
  db.selectFrom('contacts').select(['id', 'email']).where('userId', '=', userId).where('email', 'in', emails).execute();

export async function countContacts(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function updateContact(
  db: Db,
  id: number,
  details: { name: string | null; phone: string | null; company: string | null; updatedAt: string },
): Promise<void> {
  await db.updateTable('contacts').set(details).where('id', '=', id).execute();
}

export async function insertContacts(db: Db, contacts: Insertable<Contacts>[]): Promise<void> {
  await db.insertInto('contacts').values(contacts).execute();
}

const contactFields = ['id', 'name', 'email', 'phone', 'company', 'invitedAt'] as const;

/** One of the user's contacts; another user's is not found. */
export const findOwnContact = (db: Db, userId: number, id: number): Promise<Contact | undefined> =>
  db.selectFrom('contacts').select(contactFields).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();

/** Marks the contact invited at `at` unless it was invited after `cutoff`; answers whether it was marked. */
export async function markContactInvited(db: Db, id: number, at: string, cutoff: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('contacts')
    .set({ invitedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('invitedAt', 'is', null), eb('invitedAt', '<=', cutoff)]))
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

export const listContacts = (db: Db, userId: number): Promise<Contact[]> =>
  db.selectFrom('contacts').select(contactFields).where('userId', '=', userId).orderBy('name').orderBy('id').execute();
