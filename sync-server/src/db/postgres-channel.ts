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
  /**
   * Listening again after `lost`: what other processes sent meanwhile was not heard. `downAt` (on
   * `performance.now()`'s clock) is when the database was last found away: it came back after that.
   */
  back(downAt: number): void;
}

export interface ChannelOptions {
  /** How often the listening connection is asked `select 1`, so a silent network path is noticed. */
  heartbeatMs?: number;
  /** How long that answer may take before the connection counts as broken. */
  heartbeatTimeoutMs?: number;
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
 * A network path that goes silent (no reset, no close) never errors the connection: a question on it
 * every 15 s that must be answered within 5 s notices. It also keeps an idle-session timeout from
 * ending the connection.
 */
const heartbeatMs = 15_000;
const heartbeatTimeoutMs = 5000;

/** Marks the sending process in a message: `o:<origin> <message>`. A message without it (an older process's) is heard as is. */
const originMark = 'o:';

/**
 * Opens `name` on the database at `url`. `send` gives a message to this process's listener at once
 * and to every other process's through the database, so a process hears itself while the database
 * is away. The listening connection is its own, outside the pool; while it is down it is opened
 * again and again until the channel is closed.
 */
export function openChannel(db: Db, url: string, name: string, listener: ChannelListener, options: ChannelOptions = {}): Channel {
  const beatEveryMs = options.heartbeatMs ?? heartbeatMs;
  const beatTimeoutMs = options.heartbeatTimeoutMs ?? heartbeatTimeoutMs;
  // Marks this process's messages, whose copy coming back through the database it has already heard.
  const origin = randomBytes(8).toString('hex');
  let client: pg.Client | undefined;
  let closed = false;
  let lost = false;
  let downAt = 0;
  let delay = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  let beating: NodeJS.Timeout | undefined;
  const failed = (error: unknown) => {
    if (closed) return;
    if (!lost) listener.lost(error);
    lost = true;
    downAt = performance.now();
    retry = setTimeout(() => (attempt = connect()), delay);
    delay = Math.min(delay * 2, lastRetryMs);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, keepAlive: true });
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel !== name) return;
      if (!payload.startsWith(originMark)) return listener.hear(payload);
      const at = payload.indexOf(' ');
      const from = at < 0 ? payload.slice(originMark.length) : payload.slice(originMark.length, at);
      if (from !== origin) listener.hear(at < 0 ? '' : payload.slice(at + 1));
    });
    let broken = false;
    const breaks = (error: unknown) => {
      if (broken) return;
      broken = true;
      if (client === next) {
        client = undefined;
        clearInterval(beating);
      }
      void next.end().catch(() => undefined);
      // A silent path would keep `end` waiting: the socket goes now.
      next.connection.stream.destroy();
      failed(error);
    };
    const beat = async () => {
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the listening connection did not answer within ${beatTimeoutMs} ms`)), beatTimeoutMs);
      });
      try {
        await Promise.race([next.query('select 1'), silent]);
      } catch (error) {
        breaks(error);
      } finally {
        clearTimeout(timer);
      }
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
    beating = setInterval(() => void beat(), beatEveryMs);
    delay = firstRetryMs;
    if (lost) listener.back(downAt);
    lost = false;
  };
  let attempt = connect();
  return {
    async send(message) {
      listener.hear(message);
      await sql`select pg_notify(${name}, ${`${originMark}${origin} ${message}`})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      clearInterval(beating);
      const last = client;
      if (!last) return;
      // On a silent path `end` would wait for ever.
      const giveUp = setTimeout(() => last.connection.stream.destroy(), beatTimeoutMs);
      await last.end().catch(() => undefined);
      clearTimeout(giveUp);
    },
  };
}
