import { type Db, isPostgres } from '../db/database';
import { databasePhotoStore } from './database-photo-store';
import { diskPhotoStore } from './disk-photo-store';

/** Uploaded photos and their thumbnails, by file name (`{uuid}.webp`, `{uuid}-thumb.webp`). */
export interface PhotoStore {
  /** Stores the bytes under the name, over what was stored there. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** The size in bytes of what is stored under the name, or null. */
  size(name: string): Promise<number | null>;
  /** Removes what is stored under the name, if anything. */
  remove(name: string): Promise<void>;
}

/**
 * The photo store as seen through a database handle: the app's database, or the transaction a
 * request holds (the database store must not ask for a second connection while one is held).
 */
export type PhotoStoreOn = (db: Db) => PhotoStore;

/**
 * On PostgreSQL the database keeps the photos, since the server processes that share it share no
 * disk; on SQLite DATA_DIR/uploads keeps them, where existing installs have theirs.
 */
export function openPhotoStore(db: Db, dataDir: string): PhotoStoreOn {
  if (isPostgres(db)) return databasePhotoStore;
  const disk = diskPhotoStore(dataDir);
  return () => disk;
}
