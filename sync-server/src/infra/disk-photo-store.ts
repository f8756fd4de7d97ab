import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { PhotoStore } from './photo-store';
import { removeUploadLeftovers } from './upload-leftovers';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Photos as files in DATA_DIR/uploads, which is made if missing and cleared of what failed uploads
 * left there; a file's size in pixels is read from its header.
 */
export function diskPhotoStore(dataDir: string, log: Logger): PhotoStore {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  removeUploadLeftovers(dir, log);
  const file = (name: string) => path.join(dir, name);
  return {
    async put(name, { bytes }) {
      // Written aside, then renamed into place: a reader finds the whole file or none.
      const aside = file(`${name}.${randomUUID()}.part`);
      try {
        await fs.promises.writeFile(aside, bytes);
        await fs.promises.rename(aside, file(name));
      } catch (error) {
        // A write cut short (a full disk) leaves no part behind; one that cannot be removed now, the next start removes.
        await fs.promises.rm(aside, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    read: (name) =>
      fs.promises.readFile(file(name)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      }),
    async describe(name) {
      const stat = await fs.promises.stat(file(name)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!stat?.isFile()) return null;
      const header = await sharp(file(name))
        .metadata()
        .catch(() => null);
      return { size: stat.size, width: header?.width ?? 0, height: header?.height ?? 0 };
    },
    remove: (name) => fs.promises.rm(file(name), { force: true }),
  };
}
