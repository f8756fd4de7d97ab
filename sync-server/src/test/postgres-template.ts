import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { asAdmin, postgresServer, testDatabaseName } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database each test app's database is copied from, when the API suite runs on PostgreSQL. */
    postgresTemplate?: string;
  }
}

/** Global setup of the PostgreSQL run: migrates one template database once, so a test's fresh database is a copy, not a migration. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = testDatabaseName();
  try {
    await asAdmin(`create database ${name} template template0`);
  } catch (error) {
    throw new Error(
      `The API suite's PostgreSQL run needs PostgreSQL at ${postgresServer}; start it with pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`,
      {
        cause: error,
      },
    );
  }
  const db = openPostgres(`${postgresServer}/${name}`);
  await migrateToLatest(db);
  await db.destroy();
  project.provide('postgresTemplate', name);
  return () => asAdmin(`drop database if exists ${name} with (force)`);
}
