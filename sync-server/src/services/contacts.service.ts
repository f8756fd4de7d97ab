import type { ContactImportResult } from '@stagehouse/shared/contact.schema';
import { z } from 'zod';
import { limits } from '@stagehouse/shared/limits';
import type { Db } from '../db/database';
import { countContacts, findContactsByEmail, insertContacts, updateContact } from '../db/repos/contacts.repo';
import { inTransactionSteps } from '../db/transaction';
import { badRequest } from '../http/errors';
import { parseCsvRecords } from './csv-records';
import { takeAttempt } from './rate-limit';

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

function pick(record: Record<string, string>, names: string[]) {
  const key = Object.keys(record).find((k) => names.includes(k.trim().toLowerCase()));
  return key === undefined ? null : clean(record[key]);
}

async function fromCsv(text: string): Promise<ContactRow[]> {
  const { records } = await parseCsvRecords(
    text,
    { maxRecords: limits.contactsImportMaxRows, maxLineLength: 2000 },
    { skipEmptyLines: true },
  );
  return records.map((r) => {
    const first = pick(r, ['first name', 'firstname', 'given name']);
    const last = pick(r, ['last name', 'lastname', 'family name']);
    return {
      name: pick(r, ['name', 'full name', 'fullname']) ?? clean([first, last].filter(Boolean).join(' ')),
      email: pick(r, ['email', 'e-mail', 'email address'])?.toLowerCase() ?? null,
      phone: pick(r, ['phone', 'phone number', 'mobile', 'telephone']),
      company: pick(r, ['company', 'organization', 'organisation']),
    };
  });
}

/** vCard 2.1-4.0: FN, N, EMAIL, TEL and ORG of each card. */
const fromVcard = (text: string): ContactRow[] =>
  text
    .replace(/\r?\n[ \t]/g, '')
    .split(/BEGIN:VCARD/i)
    .slice(1)
    .map((card) => {
      const field = (name: string) => card.match(new RegExp(`^${name}(?:;[^:\\n]*)?:(.*)$`, 'im'))?.[1]?.trim() ?? null;
      const structured = field('N')?.split(';');
      return {
        name: clean(field('FN') ?? (structured ? [structured[1], structured[0]].filter(Boolean).join(' ') : null)),
        email: clean(field('EMAIL'))?.toLowerCase() ?? null,
        phone: clean(field('TEL')),
        company: clean(field('ORG')?.split(';')[0]),
      };
    });

const email = z.email();
const isEmail = (value: string) => email.safeParse(value).success;

const skippedRowsShown = 200;
const tooManyRows = () => badRequest(`The file holds more than ${limits.contactsImportMaxRows.toLocaleString('en-US')} contacts`);

/** Rows written per transaction: a big file is written in short steps, so other users' requests are answered in between. */
const rowsPerStep = 500;

/** Adds the contacts of a CSV or vCard file, one per email: a known email is updated, a bad row is skipped (the answer names the first 200 with their reasons). */
export async function importContacts(db: Db, userId: number, fileName: string, content: string): Promise<ContactImportResult> {
  await takeAttempt(
    db,
    [{ bucket: `contacts-import:${userId}`, limit: limits.contactsImportsPerUserPerHour, windowMs: limits.hourMs }],
    'Too many imports. Please try again in an hour.',
  );
  const isVcard = /BEGIN:VCARD/i.test(content) || /\.vcf$/i.test(fileName);
  if (isVcard && (content.match(/BEGIN:VCARD/gi)?.length ?? 0) > limits.contactsImportMaxRows) throw tooManyRows();
  const rows = isVcard ? fromVcard(content) : await fromCsv(content);
  if (rows.length === 0) throw badRequest('No contacts found: use a CSV file with name, email, phone and company columns, or a vCard file');
  const result: ContactImportResult = { added: 0, updated: 0, skipped: 0, rows: [] };
  const seen = new Map<string, number>();
  const good: { line: number; row: ContactRow }[] = [];
  for (const [index, row] of rows.entries()) {
    const line = index + 1;
    const skip = (reason: string) => {
      result.skipped += 1;
      if (result.rows.length < skippedRowsShown) result.rows.push({ row: line, reason });
    };
    if (!row.name && !row.email) skip('No name or email');
    else if (row.email && !isEmail(row.email)) skip(`Invalid email: ${row.email}`);
    else if (row.email && seen.has(row.email)) skip(`Same email as row ${seen.get(row.email)}`);
    else {
      if (row.email) seen.set(row.email, line);
      good.push({ line, row });
    }
  }
  const emails = good.flatMap(({ row }) => (row.email ? [row.email] : []));
  const known = new Map<string, number>();
  for (let start = 0; start < emails.length; start += rowsPerStep) {
    const rows = await findContactsByEmail(db, userId, emails.slice(start, start + rowsPerStep));
    for (const contact of rows) if (contact.email) known.set(contact.email, contact.id);
  }
  const isNew = ({ row }: { row: ContactRow }) => !row.email || !known.has(row.email);
  if ((await countContacts(db, userId)) + good.filter(isNew).length > limits.contactsPerUser)
    throw badRequest(`A contact list holds at most ${limits.contactsPerUser.toLocaleString('en-US')} contacts`);
  const now = new Date().toISOString();
  await inTransactionSteps(db, good, rowsPerStep, async (trx, step) => {
    for (const { row } of step) {
      const id = row.email ? known.get(row.email) : undefined;
      if (id === undefined) continue;
      await updateContact(trx, id, { name: row.name, phone: row.phone, company: row.company, updatedAt: now });
      result.updated += 1;
    }
    const added = step.filter(isNew);
    if (added.length > 0)
      await insertContacts(
        trx,
        added.map(({ row }) => ({ userId, ...row, createdAt: now, updatedAt: now })),
      );
    result.added += added.length;
  });
  return result;
}
