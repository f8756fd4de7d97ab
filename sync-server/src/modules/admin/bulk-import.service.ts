import { randomUUID } from 'node:crypto';
import {
  type BulkImport,
  type BulkImportRow,
  type BulkImportsAnswer,
  type BulkImportSummary,
  bulkImportManualSchema,
} from '@stagehouse/shared/admin.schema';
import { countOf } from '@stagehouse/shared/count-text';
import { limits } from '@stagehouse/shared/limits';
import { errorTexts, validation } from '@stagehouse/shared/messages';
import { toCents } from '@stagehouse/shared/money';
import { bulkImportColumns } from '@stagehouse/shared/options';
import { pageQuerySchema } from '@stagehouse/shared/page.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import {
  cancelBulkPreview,
  expireBulkPreviews,
  findBulkImport,
  findBulkImportRows,
  findBulkImportSummary,
  insertBulkImport,
  listBulkImportsPage,
  takeBulkImport,
  updateBulkImport,
} from './bulk-imports.repo';
import type { BulkImports } from '../../db/generated-schema';
import { inTransactionSteps } from '../../db/transaction';
import { badRequest, conflict, HttpError, notFound, unsupportedMediaType } from '../../http/errors';
import { maxJsonDepth, nestsAtMost } from '../../infra/json-depth';
import { checkRows } from './bulk-row-checks';
import { parseCsvRecords } from '../../infra/csv-records';
import { addPiece } from '../pieces/lister-pieces.service';
import { keepAddresses } from '../browse/properties.repo';
import { addressKey } from '../../db/address-key';

type FileType = BulkImports['fileType'];

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
    if (!nestsAtMost(parsed)) throw badRequest(`The JSON nests arrays and objects more than ${maxJsonDepth} deep`);
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

type StoredSummary = Omit<BulkImportSummary, 'firstErrors'> & { firstErrors: string };

const summaryOf = (r: StoredSummary): BulkImportSummary => ({ ...r, firstErrors: JSON.parse(r.firstErrors) as string[] });

const answerOf = (r: StoredSummary & { errors: string; preview: string }): BulkImport => ({
  ...summaryOf(r),
  errors: JSON.parse(r.errors) as string[],
  preview: JSON.parse(r.preview) as BulkImportRow[],
});

/** An import's errors as they are stored: all of them, and what the history lists (how many, the first few). */
const errorColumns = (errors: string[]) => ({
  errors: JSON.stringify(errors),
  errorCount: errors.length,
  firstErrors: JSON.stringify(errors.slice(0, limits.bulkHistoryErrors)),
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
  const stored = {
    fileName: fileName.slice(0, 200),
    fileType,
    recordCount: rows.length,
    status: 'previewing' as const,
    uploadedAt: new Date().toISOString(),
    importedCount: 0,
    preview: JSON.stringify(rows.slice(0, limits.bulkPreviewRows)),
    ...errorColumns(errors),
  };
  const id = await insertBulkImport(db, { ...stored, userId: admin.id, rows: JSON.stringify(rows), importedAt: null });
  return answerOf({ id, ...stored });
}

/** Pieces written per transaction: a big import goes in short steps, so other users' requests are answered in between. */
const piecesPerStep = 100;

/** Ends an import whose step failed as failed, keeping the count its committed steps wrote and why it stopped. */
async function stopBulkImport(db: Db, id: number, errors: string[], error: unknown) {
  const imported = (await findBulkImportSummary(db, id))?.importedCount ?? 0;
  const stopped = `The import stopped after ${countOf(imported, 'listing')}: ${error instanceof HttpError ? error.message : errorTexts.fallback}`;
  await updateBulkImport(db, id, { status: 'failed', ...errorColumns([...errors, stopped]), importedAt: new Date().toISOString() });
}

/**
 * Lists every good row; a bad row is reported and never stops the others. The import is taken
 * first (previewing becomes pending), so a second confirm cannot list the rows again, and its
 * count grows with each step; a step that fails ends it as failed, with the listings already
 * committed kept and counted.
 */
export async function confirmBulkImport(db: Db, admin: User, id: number, ip: string) {
  await expirePreviews(db);
  const stored = await findBulkImportRows(db, id);
  if (!stored) throw notFound('Import not found');
  const { errors, good } = await checkRows(db, JSON.parse(stored.rows) as BulkImportRow[]);
  if (!(await takeBulkImport(db, id))) throw conflict(notAPreview[stored.status] ?? 'This import was already confirmed');
  try {
    await inTransactionSteps(db, good, piecesPerStep, async (trx, step, start) => {
      await keepAddresses(
        trx,
        step.map(({ row }) => addressKey(row.location)),
      );
      for (const { row, ownerId, category, price } of step) {
        await addPiece(
          trx,
          admin,
          {
            id: randomUUID(),
            ownerId,
            name: row.title,
            description: row.description,
            priceCents: toCents(price),
            category,
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
      ...errorColumns(errors),
      importedAt: new Date().toISOString(),
    });
  } catch (error) {
    await stopBulkImport(db, id, errors, error);
    throw error;
  }
  return { importedCount: good.length, errors };
}

/** JSON pasted by hand: the same checks, imported at once and kept in the history. */
export async function manualBulkImport(db: Db, admin: User, input: unknown, ip: string) {
  const { data } = bulkImportManualSchema.parse(input);
  if (!['[', '{'].includes(data[0] ?? '')) throw badRequest(validation.adminInvalidJson);
  const stored = await uploadBulkImport(db, admin, 'Pasted JSON', Buffer.from(data, 'utf8'));
  return confirmBulkImport(db, admin, stored.id, ip);
}

/** One page of the import history, newest first: each import's counts and first errors, read without its rows. */
export async function listBulkImports(db: Db, input: unknown): Promise<BulkImportsAnswer> {
  const q = pageQuerySchema.parse(input);
  await expirePreviews(db);
  const { total, rows } = await listBulkImportsPage(db, q);
  return { imports: rows.map(summaryOf), total, page: q.page, pageSize: q.pageSize };
}

/** One import with every error and its preview. */
export async function getBulkImport(db: Db, id: number): Promise<BulkImport> {
  await expirePreviews(db);
  const stored = await findBulkImport(db, id);
  if (!stored) throw notFound('Import not found');
  return answerOf(stored);
}

/** Cancel on a preview: it stays in the history as cancelled, and can no longer be confirmed. */
export async function cancelBulkImport(db: Db, id: number): Promise<BulkImportSummary> {
  await expirePreviews(db);
  const stored = await findBulkImportSummary(db, id);
  if (!stored) throw notFound('Import not found');
  if (!(await cancelBulkPreview(db, id))) throw conflict(notAPreview[stored.status] ?? 'This import was already confirmed');
  return summaryOf({ ...stored, status: 'cancelled' });
}
