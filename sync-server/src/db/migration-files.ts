import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

/** A migration's file name: one of the first twenty numbers, or the UTC minute it was written; then what it does. */
export const migrationFileName = /^(0[01]\d|020|\d{12})-[a-z0-9]+(-[a-z0-9]+)*\.ts$/;

/**
 * The migrations of a folder by name (the file name less `.ts`). Files not starting with a digit are
 * helpers; a file that starts with one but is not named as a migration is refused, not left unapplied.
 */
export async function migrationsIn(folder: string): Promise<Record<string, Migration>> {
  const files = (await readdir(folder)).filter((file) => /^\d/.test(file)).sort();
  const misnamed = files.filter((file) => !migrationFileName.test(file));
  if (misnamed.length > 0) throw new Error(`Misnamed migrations (name them YYYYMMDDHHMM-what-it-does.ts): ${misnamed.join(', ')}`);
  const found: Record<string, Migration> = {};
  for (const file of files) found[file.slice(0, -'.ts'.length)] = (await import(pathToFileURL(path.join(folder, file)).href)) as Migration;
  return found;
}
