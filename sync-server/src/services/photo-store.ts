import { type Db, isPostgres } from '../db/database';
import { databasePhotoStore } from './database-photo-store';
import { diskPhotoStore } from './disk-photo-store';

/** A photo to store: its bytes and its size in pixels. */
export interface PhotoToStore {
  bytes: Buffer;
  width: number;
  height: number;
}

/** What is stored under a name: its size in bytes and in pixels. */
export interface PhotoDescription {
  size: number;
  width: number;
  height: number;
}

/** Uploaded photos and their thumbnails, by file name (`{uuid}.webp`, `{uuid}-thumb.webp`). */
export interface PhotoStore {
  /** Stores the photo under the name, over what was stored there. */
  put(name: string, photo: PhotoToStore): Promise<void>;
  /** The bytes stored under the name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** The size of what is stored under the name, without reading it whole (cheap inside a transaction), or null. */
  describe(name: string): Promise<PhotoDescription | null>;
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
