import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const server = 'postgres://postgres@127.0.0.1:5432';

const notAnswering = `PostgreSQL does not answer at ${server}; start it with pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`;

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
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

/** The URL of a database of the calling test file's own, created before its tests and dropped after them. */
export function freshPostgresDatabase(): string {
  const name = `stagehouse_test_${randomBytes(6).toString('hex')}`;
  beforeAll(() => asAdmin(`create database ${name} template template0`));
  afterAll(() => asAdmin(`drop database if exists ${name} with (force)`));
  return `${server}/${name}`;
}
