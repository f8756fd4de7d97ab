import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The text of `file`, which `make` writes once if it does not exist yet. Server processes that
 * start together on one data directory all read the first one written: it is written whole to a
 * file of its own, then linked into place, which fails if another process got there first.
 */
export function keptSecret(file: string, make: () => string): string {
  if (!fs.existsSync(file)) {
    const draft = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(draft, make(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
