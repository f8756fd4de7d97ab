import fs from 'node:fs';
import path from 'node:path';
import type { PhotoStore } from './photo-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Photos as files in DATA_DIR/uploads, which is made if missing. */
export function diskPhotoStore(dataDir: string): PhotoStore {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  return {
    put: (name, bytes) => fs.promises.writeFile(file(name), bytes),
    read: (name) =>
      fs.promises.readFile(file(name)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      }),
    size: (name) =>
      fs.promises.stat(file(name)).then(
        (stat) => (stat.isFile() ? stat.size : null),
        (error: unknown) => {
          if (missing(error)) return null;
          throw error;
        },
      ),
    remove: (name) => fs.promises.rm(file(name), { force: true }),
  };
}
