import { type Db, isPostgres } from '../db/database';
import { bumpPublicVersion, readPublicVersion } from '../db/repos/settings.repo';

/** A count that every write buyers may see moves on, as every server process that keeps public answers reads it. */
export interface PublicVersion {
  current(): Promise<number>;
  moveOn(): Promise<void>;
}

/** The count of this process alone: enough where one process serves the database (SQLite). */
export function processVersion(): PublicVersion {
  let count = 0;
  return {
    current: () => Promise.resolve(count),
    moveOn: () => {
      count += 1;
      return Promise.resolve();
    },
  };
}

/** A row of the database, read per request: a write through one process is seen by the next read through any other. */
function databaseVersion(db: Db): PublicVersion {
  return {
    current: () => readPublicVersion(db),
    moveOn: async () => {
      await bumpPublicVersion(db);
    },
  };
}

/** On PostgreSQL several processes may serve the database, so they share the count; SQLite has one. */
export const publicVersionFor = (db: Db): PublicVersion => (isPostgres(db) ? databaseVersion(db) : processVersion());
