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

/**
 * Uploaded photos and their thumbnails, by file name (`{uuid}.webp`, `{uuid}-thumb.webp`). Slow work
 * (a disk, another server): never called while a transaction is held.
 */
export interface PhotoStore {
  /** Stores the photo under the name, over what was stored there. */
  put(name: string, photo: PhotoToStore): Promise<void>;
  /** The bytes stored under the name, or null. */
  read(name: string): Promise<Buffer | null>;
  /** The size of what is stored under the name, without reading it whole, or null. */
  describe(name: string): Promise<PhotoDescription | null>;
  /** Removes what is stored under the name, if anything. */
  remove(name: string): Promise<void>;
}
