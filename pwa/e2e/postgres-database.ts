import { randomBytes } from 'node:crypto';
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
