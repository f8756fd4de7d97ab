import SqliteDatabase from 'better-sqlite3';
import {
  CamelCasePlugin,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  SqliteDialect,
  sql,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema';
import { assertNotHoldingTransaction } from './transaction';

export type Db = Kysely<Database>;

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

/** One connection in WAL mode with foreign keys on; ":memory:" for a throwaway database. */
export function openDatabase(file: string): Db {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: guarded(new SqliteDialect({ database: sqlite })),
    plugins: [new CamelCasePlugin()],
  });
}

const databaseWaitMs = 1000;

/** Whether the database answers a query within the wait: a stuck transaction makes it say no. */
export function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseWaitMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}
