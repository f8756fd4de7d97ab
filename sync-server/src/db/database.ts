import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CamelCasePlugin,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { assertNotHoldingTransaction } from './held-transaction';

export type Db = Kysely<Database>;

/** Whether `db` is PostgreSQL rather than SQLite, as its own adapter says. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A driver that refuses a connection to code that holds a transaction of its own, instead of letting it wait forever. */
class SelfWaitGuard implements Driver {
  constructor(private readonly inner: Driver) {}
  init = () => this.inner.init();
  acquireConnection = () => {
    assertNotHoldingTransaction();
    return this.inner.acquireConnection();
  };
  beginTransaction = (connection: DatabaseConnection, settings: TransactionSettings) => this.inner.beginTransaction(connection, settings);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) => this.inner.rollbackTransaction(connection);
  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(connection);
  destroy = () => this.inner.destroy();
}

const guarded = (dialect: Dialect): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => new SelfWaitGuard(dialect.createDriver()),
  createIntrospector: (db) => dialect.createIntrospector(db),
  createQueryCompiler: () => dialect.createQueryCompiler(),
});

/** The SQLite file the server uses in a data directory when no PostgreSQL database is named. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'stagehouse.sqlite');
}

/** PostgreSQL if the config names it, else the SQLite file in the data directory; `dropped` hears of each PostgreSQL connection that breaks. */
export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>, dropped?: (error: Error) => void): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePoolSize, dropped) : openSqlite(sqliteFileIn(config.dataDir));
}

/**
 * One connection in WAL mode with foreign keys on; ":memory:" for a throwaway database. Each commit
 * waits until the WAL is on the disk (synchronous=FULL): a write the client was told is saved
 * survives a power cut, which under NORMAL the last commits may not.
 */
export function openSqlite(file: string): Db {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  return new Kysely<Database>({
    dialect: guarded(new SqliteDialect({ database: sqlite })),
    plugins: [new CamelCasePlugin()],
  });
}

// pg reads a bigint (what count(*) and sum() give) and a numeric (what avg() gives) as strings; SQLite
// gives numbers, and the values kept here (counts, cents, epoch milliseconds) stay well within
// Number.MAX_SAFE_INTEGER.
const numbersAsNumbers: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC ? Number : pg.types.getTypeParser(oid, format),
};

/** How long a query waits for a free connection of the pool before the request is told the server is busy. */
const connectionWaitMs = 5000;

/**
 * A pool of at most `size` connections to the PostgreSQL database at `url`. A connection that breaks
 * (the server restarted, or ended it) fails only the queries on it and leaves the pool, which opens
 * another for the next query; `dropped` hears of it.
 */
export function openPostgres(url: string, size = 10, dropped: (error: Error) => void = () => undefined): Db {
  // TCP keepalive lets the system notice a connection whose far end went silent (a partition, a NAT that forgot it).
  const pool = new pg.Pool({
    connectionString: url,
    types: numbersAsNumbers,
    max: size,
    connectionTimeoutMillis: connectionWaitMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // The pool listens to a connection's errors only while it sits idle: one that breaks while a request
  // holds it would end the process without a listener of its own from the start. A connection that
  // breaks may say so twice (the server's reason, then the closed socket): `dropped` hears the first.
  pool.on('connect', (client) => {
    let heard = false;
    client.on('error', (error) => {
      if (!heard) dropped(error);
      heard = true;
    });
  });
  // What the pool passes on of an idle connection's error, its own listener above has heard.
  pool.on('error', () => undefined);
  return new Kysely<Database>({
    dialect: guarded(new PostgresDialect({ pool })),
    plugins: [new CamelCasePlugin()],
  });
}
