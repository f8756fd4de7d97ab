import path from 'node:path';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import { migrationsIn } from './migration-files';

/**
 * Every migration by name, found in the migrations folder; they apply in name order. A new one is
 * named by the UTC minute it was written (`202611271630-what-it-does.ts`). The first twenty kept
 * their numbers, which sort before any such time, so databases already migrated stay as they are.
 */
export const migrations: Record<string, Migration> = await migrationsIn(path.join(import.meta.dirname, 'migrations'));

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies every migration not yet applied, in name order; forward only. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
