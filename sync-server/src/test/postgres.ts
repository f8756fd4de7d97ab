import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

export const postgresServer = process.env.TEST_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

const notAnswering = `PostgreSQL does not answer at ${postgresServer}; start it with pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`;

/** Runs one statement on the server's maintenance database (creating and dropping databases). */
export async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${postgresServer}/postgres`, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers, for a test file to skip its tests when it does not; under CI it must, and its silence fails the file. */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await asAdmin('select 1');
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(notAnswering, { cause: error });
    console.warn(`Skipped: ${notAnswering}`);
    return false;
  }
}

export const testDatabaseName = (): string => `stagehouse_test_${randomBytes(6).toString('hex')}`;

/** The URL of a database of the calling test file's own, created before its tests and dropped after them. */
export function freshPostgresDatabase(): string {
  const name = testDatabaseName();
  // Creating and dropping a database waits for a checkpoint, which takes seconds on a busy machine.
  beforeAll(() => asAdmin(`create database ${name} template template0`), 60_000);
  afterAll(() => asAdmin(`drop database if exists ${name} with (force)`), 60_000);
  return `${postgresServer}/${name}`;
}
