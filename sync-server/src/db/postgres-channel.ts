import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './database';

/** Messages between the server processes of one PostgreSQL database (LISTEN/NOTIFY). */
export interface Channel {
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

const reconnectMs = 1000;

/**
 * Opens `name` on the database at `url`: `send` notifies every listener, this process's too, and
 * `hear` gets each message. The listening connection is its own, outside the pool; when it drops
 * it is opened again, and messages sent meanwhile are not heard (they only ask apps to pull sooner).
 */
export function openChannel(db: Db, url: string, name: string, hear: (message: string) => void, warn: (error: unknown) => void): Channel {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === name && note.payload) hear(note.payload);
    });
    next.on('error', (error) => {
      warn(error);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(warn), reconnectMs);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(name)}`);
    if (closed) await next.end();
    else client = next;
  };
  const ready = connect().catch((error: unknown) => {
    warn(error);
    if (!closed) retry = setTimeout(() => void connect().catch(warn), reconnectMs);
  });
  return {
    async send(message) {
      await sql`select pg_notify(${name}, ${message})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready;
      await client?.end();
    },
  };
}
