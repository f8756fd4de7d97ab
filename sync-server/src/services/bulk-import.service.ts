import { randomUUID } from 'node:crypto';
import { type BulkImport, type BulkImportRow, bulkImportManualSchema } from '@stagehouse/shared/admin.schema';
import { priceSchema } from '@stagehouse/shared/fields';
import { limits } from '@stagehouse/shared/limits';
import { adminNotices, validation } from '@stagehouse/shared/messages';
import { toCents } from '@stagehouse/shared/money';
import { adminListingCategories, bulkImportColumns } from '@stagehouse/shared/options';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';
import {
  cancelBulkPreview,
  expireBulkPreviews,
  findBulkImport,
  insertBulkImport,
  listRecentBulkImports,
  takeBulkImport,
  updateBulkImport,
} from '../db/repos/bulk-imports.repo';
import { findListersByEmail } from '../db/repos/users.repo';
import type { BulkImportsTable } from '../db/schema';
import { inTransactionSteps } from '../db/transaction';
import { badRequest, conflict, notFound, unsupportedMediaType } from '../http/errors';
import { furnitureCategoryOf } from './admin-listings.service';
import { parseCsvRecords } from './csv-records';
import { insertListing } from './listing.service';

type FileType = BulkImportsTable['fileType'];

const toRow = (record: Record<string, unknown>): BulkImportRow =>
  Object.fromEntries(
    bulkImportColumns.map((c) => [c, record[c] === undefined || record[c] === null ? '' : String(record[c]).trim()]),
  ) as BulkImportRow;

/** JSON (an array of objects) or CSV with a header line, told apart by the content, not the name. */
async function parseRecords(text: string): Promise<{ fileType: FileType; rows: BulkImportRow[] }> {
  const start = text.trimStart()[0];
  if (start === '[' || start === '{') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest(validation.adminInvalidJson);
    }
    if (!Array.isArray(parsed) || parsed.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
      throw badRequest('The JSON must be an array of objects with the template fields');
    if (parsed.length > limits.bulkImportMaxRows)
      throw badRequest(`The file holds more than ${limits.bulkImportMaxRows.toLocaleString('en-US')} rows`);
    return { fileType: 'json', rows: (parsed as Record<string, unknown>[]).map(toRow) };
  }
  const { records, fields } = await parseCsvRecords(
    text,
    { maxRecords: limits.bulkImportMaxRows, maxLineLength: 12_000 },
    { skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase() },
  );
  const missing = bulkImportColumns.filter((c) => !fields.includes(c));
  if (missing.length > 0) throw badRequest(`${validation.adminFileType} (the CSV lacks the columns ${missing.join(', ')})`);
  return { fileType: 'csv', rows: records.map(toRow) };
}

/** Checks every row (numbered from 1, the first record) and gives the owner of each good one. */
async function checkRows(db: Db, rows: BulkImportRow[]) {
  const emails = [...new Set(rows.map((r) => r.stager_email.toLowerCase()).filter(Boolean))];
  const ownerOf = new Map<string, number>();
  for (const account of await findListersByEmail(db, emails)) ownerOf.set(account.email.toLowerCase(), account.id);
  const anyPrice = priceSchema('');
  const errors: string[] = [];
  const good: { row: BulkImportRow; ownerId: number; category: (typeof adminListingCategories)[number]; price: number }[] = [];
  rows.forEach((row, i) => {
    const n = i + 1;
    const before = errors.length;
    for (const field of ['title', 'description', 'category', 'location', 'stager_email'] as const) {
      if (row[field] === '') errors.push(adminNotices.bulkMissing(field, n));
    }
    const price = anyPrice.safeParse(row.price);
    if (!price.success) errors.push(adminNotices.bulkInvalidPrice(n));
    const category = adminListingCategories.find((c) => c.toLowerCase() === row.category.toLowerCase());
    if (row.category !== '' && !category) errors.push(`Unknown category "${row.category}" in row ${n}`);
    const ownerId = ownerOf.get(row.stager_email.toLowerCase());
    if (row.stager_email !== '' && ownerId === undefined) errors.push(adminNotices.bulkUnknownStager(n));
    if (errors.length === before && ownerId !== undefined && category && price.success)
      good.push({ row, ownerId, category, price: price.data });
  });
  return { errors, good };
}

const answerOf = (r: Omit<BulkImportsTable, 'id' | 'userId' | 'importedCount'> & { id: number; importedCount: number }): BulkImport => ({
  id: r.id,
  fileName: r.fileName,
  fileType: r.fileType,
  recordCount: r.recordCount,
  status: r.status,
  uploadedAt: r.uploadedAt,
  errors: JSON.parse(r.errors) as string[],
  preview: (JSON.parse(r.rows) as BulkImportRow[]).slice(0, limits.bulkPreviewRows),
  importedCount: r.importedCount,
});

const notAPreview: Partial<Record<BulkImport['status'], string>> = {
  cancelled: 'This preview was cancelled: upload the file again to import it',
  expired: 'This preview expired: upload the file again to import it',
};

const expirePreviews = (db: Db) => expireBulkPreviews(db, new Date(Date.now() - limits.bulkPreviewTtlMs).toISOString());

/** Stores the file's rows for a preview; nothing is listed until the import is confirmed. */
export async function uploadBulkImport(db: Db, admin: User, fileName: string, bytes: Buffer): Promise<BulkImport> {
  if (bytes.includes(0)) throw unsupportedMediaType(validation.adminFileType);
  const { fileType, rows } = await parseRecords(bytes.toString('utf8'));
  if (rows.length === 0) throw badRequest('The file holds no rows to import');
  const { errors } = await checkRows(db, rows);
  const row = await insertBulkImport(db, {
    userId: admin.id,
    fileName: fileName.slice(0, 200),
    fileType,
    recordCount: rows.length,
    status: 'previewing',
    rows: JSON.stringify(rows),
    errors: JSON.stringify(errors),
    uploadedAt: new Date().toISOString(),
    importedAt: null,
  });
  return answerOf(row);
}

/** Listings written per transaction: a big import goes in short steps, so other users' requests are answered in between. */
const listingsPerStep = 100;

/**
 * Lists every good row; a bad row is reported and never stops the others. The import is taken
 * first (previewing becomes pending), so a second confirm cannot list the rows again, and its
 * count grows with each step.
 */
export async function confirmBulkImport(db: Db, admin: User, id: number, ip: string) {
  await expirePreviews(db);
  const stored = await findBulkImport(db, id);
  if (!stored) throw notFound('Import not found');
  if (!(await takeBulkImport(db, id))) throw conflict(notAPreview[stored.status] ?? 'This import was already confirmed');
  const { errors, good } = await checkRows(db, JSON.parse(stored.rows) as BulkImportRow[]);
  await inTransactionSteps(db, good, listingsPerStep, async (trx, step, start) => {
    for (const { row, ownerId, category, price } of step) {
      await insertListing(
        trx,
        admin,
        {
          id: randomUUID(),
          ownerId,
          name: row.title,
          description: row.description,
          priceCents: toCents(price),
          category: furnitureCategoryOf(category),
          status: 'pending',
          propertyAddress: row.location,
        },
        ip,
      );
    }
    await updateBulkImport(trx, id, { importedCount: start + step.length });
  });
  await updateBulkImport(db, id, {
    status: good.length > 0 ? 'imported' : 'failed',
    importedCount: good.length,
    errors: JSON.stringify(errors),
    importedAt: new Date().toISOString(),
  });
  return { importedCount: good.length, errors };
}

/** JSON pasted by hand: the same checks, imported at once and kept in the history. */
export async function manualBulkImport(db: Db, admin: User, input: unknown, ip: string) {
  const { data } = bulkImportManualSchema.parse(input);
  if (!['[', '{'].includes(data[0] ?? '')) throw badRequest(validation.adminInvalidJson);
  const stored = await uploadBulkImport(db, admin, 'Pasted JSON', Buffer.from(data, 'utf8'));
  return confirmBulkImport(db, admin, stored.id, ip);
}

/** The import history, newest first. */
export async function listBulkImports(db: Db): Promise<BulkImport[]> {
  await expirePreviews(db);
  return (await listRecentBulkImports(db, 50)).map(answerOf);
}

/** Cancel on a preview: it stays in the history as cancelled, and can no longer be confirmed. */
export async function cancelBulkImport(db: Db, id: number): Promise<BulkImport> {
  await expirePreviews(db);
  const stored = await findBulkImport(db, id);
  if (!stored) throw notFound('Import not found');
  if (!(await cancelBulkPreview(db, id))) throw conflict(notAPreview[stored.status] ?? 'This import was already confirmed');
  return answerOf({ ...stored, status: 'cancelled' });
}
