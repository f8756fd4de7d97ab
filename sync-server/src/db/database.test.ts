import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test/test-app';
import { type Db, openSqlite } from './database';

const opened: { dir: string; close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const { dir, close } of opened.splice(0)) {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const sqliteIn = (dir: string, name: string): Db => {
  const db = openSqlite(path.join(dir, name));
  opened.push({ dir, close: () => db.destroy() });
  return db;
};

/** The fsync and fdatasync calls this process makes while `work` runs, each with the file it syncs; null where strace cannot watch. */
async function syncCallsDuring(dir: string, work: () => Promise<void>): Promise<string[] | null> {
  const trace = path.join(dir, 'trace');
  const tracer = spawn('strace', ['-p', String(process.pid), '-y', '-e', 'trace=fsync,fdatasync', '-o', trace], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = once(tracer, 'exit').catch(() => undefined);
  const attached = await new Promise<boolean>((resolve) => {
    let said = '';
    tracer.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('attached')) resolve(true);
    });
    tracer.once('error', () => resolve(false));
    tracer.once('exit', () => resolve(false));
  });
  if (!attached) return null;
  try {
    await work();
  } finally {
    tracer.kill('SIGINT');
    await exited;
  }
  return fs.readFileSync(trace, 'utf8').split('\n').filter(Boolean);
}

describe('the SQLite database', () => {
  it('is opened in WAL mode with synchronous=FULL', async () => {
    const db = sqliteIn(tempDir(), 'app.sqlite');
    expect((await sql<{ journalMode: string }>`pragma journal_mode`.execute(db)).rows).toEqual([{ journalMode: 'wal' }]);
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows).toEqual([{ synchronous: 2 }]);
  });

  it('has each commit wait until the WAL is on the disk, which under synchronous=NORMAL it does not', async ({ skip }) => {
    const dir = tempDir();
    const db = sqliteIn(dir, 'app.sqlite');
    const normal = new SqliteDatabase(path.join(dir, 'normal.sqlite'));
    opened.push({ dir, close: async () => normal.close() });
    normal.pragma('journal_mode = WAL');
    normal.pragma('synchronous = NORMAL');
    await sql`create table t (n integer)`.execute(db);
    normal.exec('create table t (n integer)');
    const calls = await syncCallsDuring(dir, async () => {
      await sql`insert into t values (1)`.execute(db);
      normal.prepare('insert into t values (1)').run();
    });
    if (!calls) return skip('strace is missing or may not watch this process');
    expect(calls.filter((call) => call.includes('app.sqlite-wal>')).length, calls.join('\n')).toBeGreaterThan(0);
    expect(calls.filter((call) => call.includes('normal.sqlite'))).toEqual([]);
  });
});
