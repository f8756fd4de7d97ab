import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './database';

/** Messages between the server processes of one PostgreSQL database (LISTEN/NOTIFY). */
export interface Channel {
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

/** What a channel tells the process that opened it. */
export interface ChannelListener {
  /** A message this process sent, or another process did. */
  hear(message: string): void;
  /** The listening connection broke or could not be opened: other processes' messages go unheard until `back`. */
  lost(error: unknown): void;
  /** Listening again after `lost`: what other processes sent meanwhile was not heard. */
  back(): void;
}

/**
 * How long the channel waits before it tries to listen again: the first wait, doubled each time up to
 * the last. Often enough that other processes are heard again within a second of the database's
 * return, for the cost of one connection attempt.
 */
const firstRetryMs = 200;
const lastRetryMs = 800;

/** How long opening the listening connection may take: a database that does not answer at all fails the attempt, and the next one comes. */
const connectMs = 5000;

/**
 * Opens `name` on the database at `url`. `send` gives a message to this process's listener at once
 * and to every other process's through the database, so a process hears itself while the database
 * is away. The listening connection is its own, outside the pool; while it is down it is opened
 * again and again until the channel is closed.
 */
export function openChannel(db: Db, url: string, name: string, listener: ChannelListener): Channel {
  // Marks this process's messages, whose copy coming back through the database it has already heard.
  const origin = randomBytes(8).toString('hex');
  let client: pg.Client | undefined;
  let closed = false;
  let lost = false;
  let delay = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  const failed = (error: unknown) => {
    if (closed) return;
    if (!lost) listener.lost(error);
    lost = true;
    retry = setTimeout(() => (attempt = connect()), delay);
    delay = Math.min(delay * 2, lastRetryMs);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
    next.on('notification', ({ channel, payload = '' }) => {
      const at = payload.indexOf(' ');
      if (channel === name && at > 0 && payload.slice(0, at) !== origin) listener.hear(payload.slice(at + 1));
    });
    let broken = false;
    const breaks = (error: unknown) => {
      if (broken) return;
      broken = true;
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      failed(error);
    };
    next.on('error', breaks);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      breaks(error);
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = firstRetryMs;
    if (lost) listener.back();
    lost = false;
  };
  let attempt = connect();
  return {
    async send(message) {
      listener.hear(message);
      await sql`select pg_notify(${name}, ${`${origin} ${message}`})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      await client?.end();
    },
  };
}
