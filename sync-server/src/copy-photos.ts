import type { Db } from './db/database';
import { listUsedUploadTokens } from './modules/images/uploads.repo';
import type { PhotoStore } from './infra/photo-store';

/** Copies every uploaded photo of `db` and its thumbnail from one store to the other; answers how many files it copied. */
export async function copyPhotos(db: Db, from: PhotoStore, to: PhotoStore): Promise<number> {
  let copied = 0;
  for (const token of await listUsedUploadTokens(db)) {
    for (const name of [`${token}.webp`, `${token}-thumb.webp`]) {
      const bytes = await from.read(name);
      const stored = await from.describe(name);
      if (!bytes || !stored) continue;
      await to.put(name, { bytes, width: stored.width, height: stored.height });
      copied += 1;
    }
  }
  return copied;
}
