import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { UploadFiles } from '../db/generated-schema';

/** Stores the file under its name, over what was stored there. */
export async function saveUploadFile(db: Db, file: Insertable<UploadFiles>): Promise<void> {
  await db
    .insertInto('uploadFiles')
    .values(file)
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ bytes: file.bytes, size: file.size, width: file.width, height: file.height, createdAt: file.createdAt }),
    )
    .execute();
}

export const findUploadFileBytes = async (db: Db, name: string) =>
  (await db.selectFrom('uploadFiles').select('bytes').where('name', '=', name).executeTakeFirst())?.bytes;

/** The file's size in bytes and in pixels, without its bytes. */
export const findUploadFileDescription = (db: Db, name: string) =>
  db.selectFrom('uploadFiles').select(['size', 'width', 'height']).where('name', '=', name).executeTakeFirst();

export async function deleteUploadFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('uploadFiles').where('name', '=', name).execute();
}
