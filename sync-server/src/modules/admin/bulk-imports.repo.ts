import type { Insertable, Updateable } from 'kysely';
import type { PageQuery } from '@stagehouse/shared/page.schema';
import type { Db } from '../../db/database';
import { onePage } from '../../db/query-helpers';
import type { BulkImports } from '../../db/generated-schema';

export const insertBulkImport = async (db: Db, values: Insertable<BulkImports>): Promise<number> =>
  (await db.insertInto('bulkImports').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** What the history lists of an import: never its rows nor all its errors. */
const summaryColumns = [
  'id',
  'fileName',
  'fileType',
  'recordCount',
  'status',
  'uploadedAt',
  'importedCount',
  'errorCount',
  'firstErrors',
] as const;

/** An import with its stored rows, to import them. */
export const findBulkImportRows = (db: Db, id: number) =>
  db.selectFrom('bulkImports').select(['status', 'rows']).where('id', '=', id).executeTakeFirst();

/** An import as the history lists it. */
export const findBulkImportSummary = (db: Db, id: number) =>
  db.selectFrom('bulkImports').select(summaryColumns).where('id', '=', id).executeTakeFirst();

/** An import as one is read: its summary, every error and the preview. */
export const findBulkImport = (db: Db, id: number) =>
  db
    .selectFrom('bulkImports')
    .select([...summaryColumns, 'errors', 'preview'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Moves an import from previewing to pending with nothing imported yet; answers false when it was not previewing (taken already). */
export const takeBulkImport = async (db: Db, id: number): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable('bulkImports')
        .set({ status: 'pending', importedCount: 0 })
        .where('id', '=', id)
        .where('status', '=', 'previewing')
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

/** Ends a preview that is still one, as cancelled; answers whether it was. */
export const cancelBulkPreview = async (db: Db, id: number): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable('bulkImports')
        .set({ status: 'cancelled' })
        .where('id', '=', id)
        .where('status', '=', 'previewing')
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

/** Previews uploaded before `before` expire. */
export const expireBulkPreviews = (db: Db, before: string) =>
  db.updateTable('bulkImports').set({ status: 'expired' }).where('status', '=', 'previewing').where('uploadedAt', '<', before).execute();

export const updateBulkImport = (db: Db, id: number, values: Updateable<BulkImports>) =>
  db.updateTable('bulkImports').set(values).where('id', '=', id).execute();

/** Imports, newest first: one page of them and how many there are. */
export const listBulkImportsPage = (db: Db, page: PageQuery) =>
  onePage(db.selectFrom('bulkImports'), (all) => all.select(summaryColumns).orderBy('id', 'desc'), page);
