import type { Contact, ContactImportResult } from '@stagehouse/shared/contact.schema';
import { invitationMessages, invitationPath, invitedUserTypeOf, reinviteCutoff, mayInviteAgain } from '@stagehouse/shared/invitation';
import type { User } from '@stagehouse/shared/user.schema';
import { z } from 'zod';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../../db/database';
import { recordActivity } from '../admin/activity.repo';
import {
  countContacts,
  findContactsByEmail,
  findOwnContact,
  insertContacts,
  keepContactList,
  markContactInvited,
  updateContact,
} from './contacts.repo';
import { emailExists } from '../accounts/users.repo';
import { inTransaction, inTransactionSteps } from '../../db/transaction';
import { badRequest, conflict, notFound, nulMessage } from '../../http/errors';
import { invitationsOpen } from '../admin/admin-switches.service';
import { parseCsvRecords } from '../../infra/csv-records';
import { quoted } from '../../infra/email-text';
import { mapInSlices, othersFirst } from '../../taking-turns';
import type { Mailer } from '../../infra/mailer';
import { takeAttempt } from '../../infra/rate-limit';

interface ContactRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
}

function clean(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text.slice(0, 200);
}

/** The column of the file whose header is one of these names (any case, spaces around ignored). */
function column(fields: string[], names: string[]): string | undefined {
  return fields.find((field) => names.includes(field.trim().toLowerCase()));
}

async function fromCsv(text: string): Promise<ContactRow[]> {
  const { records, fields } = await parseCsvRecords(
    text,
    { maxRecords: limits.contactsImportMaxRows, maxLineLength: 2000 },
    { skipEmptyLines: true },
  );
  const of = (names: string[]) => {
    const key = column(fields, names);
    return (record: Record<string, string>) => (key === undefined ? null : clean(record[key]));
  };
  const [name, first, last, email, phone, company] = [
    of(['name', 'full name', 'fullname']),
    of(['first name', 'firstname', 'given name']),
    of(['last name', 'lastname', 'family name']),
    of(['email', 'e-mail', 'email address']),
    of(['phone', 'phone number', 'mobile', 'telephone']),
    of(['company', 'organization', 'organisation']),
  ];
  return mapInSlices(records, rowsPerSlice, (r) => ({
    name: name(r) ?? clean([first(r), last(r)].filter(Boolean).join(' ')),
    email: email(r)?.toLowerCase() ?? null,
    phone: phone(r),
    company: company(r),
  }));
}

/** vCard 2.1-4.0: FN, N, EMAIL, TEL and ORG of each card. */
const fromVcard = (text: string): Promise<ContactRow[]> =>
  mapInSlices(
    text
      .replace(/\r?\n[ \t]/g, '')
      .split(/BEGIN:VCARD/i)
      .slice(1),
    rowsPerSlice,
    (card) => {
      const field = (name: string) => card.match(new RegExp(`^${name}(?:;[^:\\n]*)?:(.*)$`, 'im'))?.[1]?.trim() ?? null;
      const structured = field('N')?.split(';');
      return {
        name: clean(field('FN') ?? (structured ? [structured[1], structured[0]].filter(Boolean).join(' ') : null)),
        email: clean(field('EMAIL'))?.toLowerCase() ?? null,
        phone: clean(field('TEL')),
        company: clean(field('ORG')?.split(';')[0]),
      };
    },
  );

const email = z.email();
const isEmail = (value: string) => email.safeParse(value).success;

const skippedRowsShown = 200;
const tooManyRows = () => badRequest(`The file holds more than ${limits.contactsImportMaxRows.toLocaleString('en-US')} contacts`);
const listFull = `A contact list holds at most ${limits.contactsPerUser.toLocaleString('en-US')} contacts`;

/** Rows written per transaction: a big file is written in short steps, so other users' requests are answered in between. */
const rowsPerStep = 250;

/** Rows read or checked at a time: a 2 MB file is read and checked in slices, so other users' requests are answered in between. */
const rowsPerSlice = 1000;

type Skipped = ContactImportResult['rows'][number];

/** A row to write, with its line in the file (numbered from 1, the first record). */
interface KeptRow {
  line: number;
  row: ContactRow;
}

/** Why a row is skipped, or null when it is to be kept; `seen` holds the emails of the rows kept before it, with their lines. */
function skipReason(row: ContactRow, seen: Map<string, number>): string | null {
  if (Object.values(row).some((value) => value?.includes('\0'))) return nulMessage;
  if (!row.name && !row.email) return 'No name or email';
  if (row.email && !isEmail(row.email)) return `Invalid email: ${row.email}`;
  if (row.email && seen.has(row.email)) return `Same email as row ${seen.get(row.email)}`;
  return null;
}

/** The ids of the user's contacts with the emails of these rows, by email. */
async function knownContacts(db: Db, userId: number, rows: KeptRow[]): Promise<Map<string, number>> {
  const known = new Map<string, number>();
  const emails = rows.flatMap(({ row }) => (row.email ? [row.email] : []));
  for (let start = 0; start < emails.length; start += rowsPerStep) {
    if (start > 0) await othersFirst();
    for (const contact of await findContactsByEmail(db, userId, emails.slice(start, start + rowsPerStep)))
      if (contact.email) known.set(contact.email, contact.id);
  }
  return known;
}

/**
 * Adds the contacts of a CSV or vCard file, one per email: a known email is updated, a bad row is
 * skipped (the answer names the first 200 with their reasons). Every row is checked before any is
 * written. A file that would take the list past its cap is refused; when imports run at once, each
 * step counts the list again inside its transaction, and the rows that no longer fit are skipped.
 */
export async function importContacts(db: Db, userId: number, fileName: string, content: string): Promise<ContactImportResult> {
  await takeAttempt(
    db,
    [{ bucket: `contacts-import:${userId}`, limit: limits.contactsImportsPerUserPerHour, windowMs: limits.hourMs }],
    'Too many imports. Please try again in an hour.',
  );
  const isVcard = /BEGIN:VCARD/i.test(content) || /\.vcf$/i.test(fileName);
  if (isVcard && (content.match(/BEGIN:VCARD/gi)?.length ?? 0) > limits.contactsImportMaxRows) throw tooManyRows();
  const rows = await (isVcard ? fromVcard(content) : fromCsv(content));
  if (rows.length === 0) throw badRequest('No contacts found: use a CSV file with name, email, phone and company columns, or a vCard file');
  const skipped: Skipped[] = [];
  const seen = new Map<string, number>();
  const kept: KeptRow[] = [];
  await mapInSlices(rows, rowsPerSlice, (row, index) => {
    const line = index + 1;
    const reason = skipReason(row, seen);
    if (reason !== null) skipped.push({ row: line, reason });
    else {
      if (row.email) seen.set(row.email, line);
      kept.push({ line, row });
    }
  });
  const newRows = kept.length - (await knownContacts(db, userId, kept)).size;
  if ((await countContacts(db, userId)) + newRows > limits.contactsPerUser) throw badRequest(listFull);
  const now = new Date().toISOString();
  let added = 0;
  let updated = 0;
  await inTransactionSteps(db, kept, rowsPerStep, async (trx, step) => {
    await keepContactList(trx, userId);
    const known = await knownContacts(trx, userId, step);
    for (const { row } of step) {
      const id = row.email ? known.get(row.email) : undefined;
      if (id === undefined) continue;
      await updateContact(trx, id, { name: row.name, phone: row.phone, company: row.company, updatedAt: now });
      updated += 1;
    }
    const fresh = step.filter(({ row }) => !row.email || !known.has(row.email));
    if (fresh.length === 0) return;
    const room = Math.max(0, limits.contactsPerUser - (await countContacts(trx, userId)));
    for (const { line } of fresh.slice(room)) skipped.push({ row: line, reason: listFull });
    const adding = fresh.slice(0, room);
    if (adding.length > 0)
      await insertContacts(
        trx,
        adding.map(({ row }) => ({ userId, ...row, createdAt: now, updatedAt: now })),
      );
    added += adding.length;
  });
  skipped.sort((a, b) => a.row - b.row);
  return { added, updated, skipped: skipped.length, rows: skipped.slice(0, skippedRowsShown) };
}

/**
 * Emails one of the user's contacts (another's is not found) an invitation to join, while the back
 * office has invitations on (else 409): a link built from the public address, never from the
 * request, opening the registration of the type the user's network holds with the email filled in.
 * The email quotes the inviter's name and company without any link or address in them, and not the
 * contact's name (the inviter typed it, for someone else to read). A contact is invited again only
 * after a wait (409 saying when). Every attempt that may send counts toward the user's hourly limit
 * before the email is checked, so the limit also bounds asking which emails have an account.
 */
export async function inviteContact(
  db: Db,
  mailer: Mailer,
  user: User,
  contactId: number,
  { publicUrl, ip }: { publicUrl: string; ip: string },
): Promise<Contact> {
  const contact = await findOwnContact(db, user.id, contactId);
  if (!contact) throw notFound('Contact not found');
  if (!(await invitationsOpen(db))) throw conflict(invitationMessages.off);
  const now = new Date();
  if (!mayInviteAgain(contact.invitedAt, now)) throw conflict(invitationMessages.tooSoon(contact.invitedAt!));
  await takeAttempt(
    db,
    [{ bucket: `invitations:${user.id}`, limit: limits.invitationsPerUserPerHour, windowMs: limits.hourMs }],
    invitationMessages.tooMany,
  );
  const { email } = contact;
  if (!email) throw badRequest(invitationMessages.noEmail);
  if (await emailExists(db, email)) throw conflict(invitationMessages.member);
  const userType = invitedUserTypeOf(user.userType);
  const inviter = quoted(`${user.firstName} ${user.lastName}`, 'A Stagehouse member');
  const company = quoted(user.company, '');
  const invitedAt = now.toISOString();
  const emailId = await inTransaction(db, async (trx) => {
    // Checked again by a conditional update: of two invitations sent at once, one is sent.
    if (!(await markContactInvited(trx, contact.id, invitedAt, reinviteCutoff(now)))) throw conflict(invitationMessages.tooSoon(invitedAt));
    await recordActivity(trx, {
      actor: user,
      action: 'create',
      entityType: 'user',
      entityId: user.id,
      entityTitle: `${user.firstName} ${user.lastName}`,
      details: `Invitation sent to ${email}`,
      ipAddress: ip,
    });
    return mailer.queue(trx, {
      to: email,
      subject: 'You are invited to Stagehouse',
      text: [
        'Hello,',
        '',
        `${inviter}${company ? ` of ${company}` : ''} invites you to their network on Stagehouse, the marketplace for the furniture that stages open houses.`,
        '',
        `Create your ${userType} account: ${publicUrl}${invitationPath({ userType, email })}`,
        '',
        'Stagehouse',
      ].join('\n'),
    });
  });
  mailer.flush([emailId]);
  return { ...contact, invitedAt };
}
