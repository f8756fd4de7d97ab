import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, isPostgres } from '../db/database';

/** A count that every write buyers may see moves on, as every server process that keeps public answers reads it. */
export interface PublicVersion {
  current(): Promise<number>;
  moveOn(): Promise<void>;
  /**
   * The count as others may see it (a page, the live stream): two equal marks mean no public write
   * between them, and a mark tells nothing of how many writes there were.
   */
  mark(): Promise<string>;
}

const markOf = (secret: string, count: number) =>
  createHmac('sha256', secret).update(`public-version:${count}`).digest('base64url').slice(0, 16);

/** The count of this process alone: enough where one process serves the database (SQLite). */
export function processVersion(secret = randomBytes(16).toString('hex')): PublicVersion {
  // The count starts again with each process: its marks must not repeat the last process's.
  const markSecret = `${secret}:${randomBytes(8).toString('hex')}`;
  let count = 0;
  return {
    current: () => Promise.resolve(count),
    moveOn: () => {
      count += 1;
      return Promise.resolve();
    },
    mark: () => Promise.resolve(markOf(markSecret, count)),
  };
}

/** PostgreSQL's count of public writes, read per request: a write through one process is seen by the next read through any other. */
export const readPublicVersion = async (db: Db): Promise<number> =>
  Number((await sql<{ version: number }>`select last_value as version from public_version`.execute(db)).rows[0]?.version ?? 0);

/** A sequence, which locks no row: writes in parallel do not wait for each other to move it on. */
function databaseVersion(db: Db, secret: string): PublicVersion {
  return {
    current: () => readPublicVersion(db),
    moveOn: async () => {
      await sql`select nextval('public_version')`.execute(db);
    },
    mark: async () => markOf(secret, await readPublicVersion(db)),
  };
}

/** On PostgreSQL several processes may serve the database, so they share the count; SQLite has one. `secret` is shared by the processes (a session key). */
export const publicVersionFor = (db: Db, secret: string): PublicVersion =>
  isPostgres(db) ? databaseVersion(db, secret) : processVersion(secret);
