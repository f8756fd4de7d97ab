import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

/** The PostgreSQL server the tests make their databases on (trust authentication, user postgres). */
const postgresServer = process.env.TEST_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${postgresServer}/postgres`, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether PostgreSQL answers; under CI it must, and its silence is an error. */
export async function postgresAnswers(): Promise<boolean> {
  try {
    await asAdmin('select 1');
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL does not answer at ${postgresServer}`, { cause: error });
    return false;
  }
}

const run = promisify(execFile);

/**
 * Restarts the PostgreSQL server on this machine (the tests' server must be it), ending every connection
 * as a crash or an upgrade would, and answers once it takes connections again. It is never left stopped:
 * other tests on the machine use it too.
 */
export async function restartPostgres(): Promise<void> {
  const cluster = [readdirSync('/etc/postgresql')[0] ?? '', 'main'];
  try {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, 'restart']);
  } finally {
    const { stdout } = await run('pg_lsclusters', ['--no-header', ...cluster]);
    if (stdout.includes('down')) await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, 'start']);
  }
  const answering = () =>
    asAdmin('select 1').then(
      () => true,
      () => false,
    );
  for (let waited = 0; !(await answering()); waited += 100) {
    if (waited > 30_000) throw new Error('PostgreSQL did not answer within 30 s of its restart');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface PostgresDatabase {
  url: string;
  /** Drops the database, ending the connections still open to it. */
  drop: () => Promise<void>;
}

/** A new empty database of the caller's own. */
export async function freshPostgresDatabase(): Promise<PostgresDatabase> {
  const name = `stagehouse_e2e_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name} template template0`);
  return { url: `${postgresServer}/${name}`, drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}
