import type { Contact, ContactImportResult } from '@stagehouse/shared/contact.schema';
import Papa from 'papaparse';
import { z } from 'zod';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { badRequest } from '../http/errors';

interface ContactRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
}

const clean = (value: unknown): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text.slice(0, 200);
};

const pick = (record: Record<string, string>, names: string[]) => {
  const key = Object.keys(record).find((k) => names.includes(k.trim().toLowerCase()));
  return key === undefined ? null : clean(record[key]);
};

const fromCsv = (text: string): ContactRow[] => {
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return data.map((r) => {
    const first = pick(r, ['first name', 'firstname', 'given name']);
    const last = pick(r, ['last name', 'lastname', 'family name']);
    return {
      name: pick(r, ['name', 'full name', 'fullname']) ?? clean([first, last].filter(Boolean).join(' ')),
      email: pick(r, ['email', 'e-mail', 'email address'])?.toLowerCase() ?? null,
      phone: pick(r, ['phone', 'phone number', 'mobile', 'telephone']),
      company: pick(r, ['company', 'organization', 'organisation']),
    };
  });
};

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

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Adds the contacts of a CSV or vCard file, one per email: a known email is updated, a bad row is skipped with its reason. */
export const importContacts = async (db: Db, userId: number, fileName: string, content: string): Promise<ContactImportResult> => {
  const isVcard = /BEGIN:VCARD/i.test(content) || /\.vcf$/i.test(fileName);
  const rows = isVcard ? fromVcard(content) : fromCsv(content);
  if (rows.length === 0) throw badRequest('No contacts found: use a CSV file with name, email, phone and company columns, or a vCard file');
  const result: ContactImportResult = { added: 0, updated: 0, skipped: 0, rows: [] };
  const seen = new Map<string, number>();
  const now = new Date().toISOString();
  await inTransaction(db, async (trx) => {
    for (const [index, row] of rows.entries()) {
      const line = index + 1;
      const skip = (reason: string) => {
        result.skipped += 1;
        result.rows.push({ row: line, result: 'skipped', reason });
      };
      if (!row.name && !row.email) {
        skip('No name or email');
        continue;
      }
      if (row.email && !isEmail(row.email)) {
        skip(`Invalid email: ${row.email}`);
        continue;
      }
      if (row.email && seen.has(row.email)) {
        skip(`Same email as row ${seen.get(row.email)}`);
        continue;
      }
      if (row.email) seen.set(row.email, line);
      const existing = row.email ? await trx.selectFrom('contacts').select('id').where('userId', '=', userId).where('email', '=', row.email).executeTakeFirst() : undefined;
      if (existing) {
        await trx.updateTable('contacts').set({ name: row.name, phone: row.phone, company: row.company, updatedAt: now }).where('id', '=', existing.id).execute();
        result.updated += 1;
        result.rows.push({ row: line, result: 'updated', reason: null });
      } else {
        await trx.insertInto('contacts').values({ userId, ...row, createdAt: now, updatedAt: now }).execute();
        result.added += 1;
        result.rows.push({ row: line, result: 'added', reason: null });
      }
    }
  });
  return result;
};

export const listContacts = async (db: Db, userId: number): Promise<Contact[]> =>
  db.selectFrom('contacts').select(['id', 'name', 'email', 'phone', 'company']).where('userId', '=', userId).orderBy('name').orderBy('id').execute();
