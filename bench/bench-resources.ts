/**
 * What a benchmark starts (PostgreSQL databases, temporary folders, server processes), undone in
 * reverse order however the run ends: at cleanUp, or on SIGINT and SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, openPostgres } from '../sync-server/src/db/database';

export const postgresServer = (process.env.BENCH_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
/** Names this run's databases apart from another's. */
export const runId = randomBytes(4).toString('hex');

export const undo: (() => Promise<void>)[] = [];
export async function cleanUp() {
  while (undo.length > 0) {
    try {
      await undo.pop()!();
    } catch (error) {
      console.error('cleaning up failed:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

export const adminDb = (): Db => openPostgres(`${postgresServer}/postgres`);

export async function createDatabase(name: string, template = 'template0'): Promise<string> {
  const admin = adminDb();
  try {
    // A template just closed may still count a leaving connection for a moment.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await sql.raw(`create database ${name} template ${template}`).execute(admin);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('is being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.destroy();
  }
  undo.push(async () => {
    const dropper = adminDb();
    try {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(dropper);
    } finally {
      await dropper.destroy();
    }
  });
  return `${postgresServer}/${name}`;
}

export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stagehouse-bench-db-'));
  undo.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return dir;
}
