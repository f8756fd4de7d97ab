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
import { assertNotHoldingTransaction } from './transaction';

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

/** PostgreSQL if the config names it, else the SQLite file in the data directory. */
export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePoolSize) : openSqlite(sqliteFileIn(config.dataDir));
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

/** A pool of at most `size` connections to the PostgreSQL database at `url`. */
export function openPostgres(url: string, size = 10): Db {
  const pool = new pg.Pool({ connectionString: url, types: numbersAsNumbers, max: size, connectionTimeoutMillis: connectionWaitMs });
  // A connection the server closes while it sits idle leaves the pool by itself, and the next query opens another;
  // without a listener its error would end the process.
  pool.on('error', () => undefined);
  return new Kysely<Database>({
    dialect: guarded(new PostgresDialect({ pool })),
    plugins: [new CamelCasePlugin()],
  });
}
