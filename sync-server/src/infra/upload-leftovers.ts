import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** Younger leftovers may belong to an upload still under way. */
const leftoverAgeMs = 60 * 60 * 1000;

const thumbnailSuffix = '-thumb.webp';

/**
 * Removes from the photo directory what failed uploads left more than an hour before `now`: files
 * written aside and never renamed into place (`.part`), and thumbnails whose photo was never stored.
 */
export function removeUploadLeftovers(dir: string, log: Logger, now = Date.now()): void {
  const names = fs.readdirSync(dir);
  const stored = new Set(names);
  const orphan = (name: string) => name.endsWith(thumbnailSuffix) && !stored.has(`${name.slice(0, -thumbnailSuffix.length)}.webp`);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.part') && !orphan(name)) continue;
    const file = path.join(dir, name);
    try {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || now - stat.mtimeMs <= leftoverAgeMs) continue;
      fs.rmSync(file, { force: true });
      removed += 1;
    } catch (error) {
      log.warn({ err: error, name }, 'a leftover of a failed upload could not be removed');
    }
  }
  if (removed > 0) log.info({ removed, dir }, 'removed leftovers of failed uploads');
}
