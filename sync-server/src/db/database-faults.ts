import { TransactionTimeLimitError } from './transaction';

/**
 * PostgreSQL has no connection to give (the pool waited its time out, or the server takes no more
 * connections), or it undid a transaction that waited on another one waiting on it (a deadlock):
 * either goes through when tried again.
 */
export function databaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '53300' ||
    code === '57P03' ||
    code === '40P01' ||
    (typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect'))
  );
}

/**
 * The disk the database or the photos are written to is full: SQLite's SQLITE_FULL (or an I/O error
 * the system's words say is one), a file write's ENOSPC, PostgreSQL's disk_full. No bug, and no fault
 * of the request: it goes through once there is room again.
 */
export function diskFull(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return true;
  return (
    typeof code === 'string' && code.startsWith('SQLITE_IOERR') && typeof message === 'string' && /ENOSPC|no space left/i.test(message)
  );
}

/** Node's codes for a connection refused, reset, timed out or written to after it closed. */
const socketFaults = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** What node-postgres says when the server closed the connection, or a query comes on a connection that broke. */
const droppedConnection = /^(Connection terminated|Client has encountered a connection error)/;

/**
 * The connection to PostgreSQL broke or could not be made: refused, reset or cut, a connection
 * exception (SQLSTATE class 08), or the server shutting down, crashing or starting (57P01-57P03).
 * Only the requests on that connection fail; the pool opens another for the next. An error with an
 * HTTP status of its own (a client that hung up mid-body, a bucket that does not answer) is not one.
 */
export function databaseUnreachable(error: unknown): boolean {
  const { code, message, status } = (error ?? {}) as { code?: unknown; message?: unknown; status?: unknown };
  if (status !== undefined) return false;
  if (typeof code === 'string' && (socketFaults.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  return typeof message === 'string' && droppedConnection.test(message);
}

/**
 * What went wrong when the database, not the server's code, failed some work: the disk is full, the
 * database cannot be reached, or it is too busy to give a connection in time. Null for anything else.
 * Such a failure is logged as a warning: it is tried again and goes through once the cause is gone.
 */
export function databaseFault(error: unknown): string | null {
  if (diskFull(error)) return 'the disk is full';
  if (databaseUnreachable(error)) return 'the database could not be reached';
  if (error instanceof TransactionTimeLimitError || databaseBusy(error)) return 'the database is busy';
  return null;
}
