import type { Db } from '../db/database';
import { deleteUploadFile, findUploadFileBytes, findUploadFileDescription, saveUploadFile } from './upload-files.repo';
import type { PhotoStore } from './photo-store';

/** Photos as rows of upload_files, read and written through `db`: every server process on the database sees them. */
export function databasePhotoStore(db: Db): PhotoStore {
  return {
    put: (name, { bytes, width, height }) =>
      saveUploadFile(db, { name, bytes, size: bytes.length, width, height, createdAt: new Date().toISOString() }),
    read: async (name) => (await findUploadFileBytes(db, name)) ?? null,
    describe: async (name) => (await findUploadFileDescription(db, name)) ?? null,
    remove: (name) => deleteUploadFile(db, name),
  };
}
