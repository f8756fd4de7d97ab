import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { afterEach, inject } from 'vitest';
import { createApp, type CreatedApp } from '../app';
import { loadConfig } from '../config';
import { asAdmin, postgresServer, testDatabaseName } from './postgres';

const made: { dir: string; created: CreatedApp }[] = [];
/** On the PostgreSQL run, each data directory's database: an app restarted on the same directory finds the same data. */
const databases = new Map<string, string>();

afterEach(async () => {
  for (const { dir, created } of made.splice(0)) {
    await created.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const name of databases.values()) await asAdmin(`drop database if exists ${name} with (force)`);
  databases.clear();
});

/** Whether this run of the API suite is the one on PostgreSQL. */
export const onPostgres = Boolean(inject('postgresTemplate'));

export const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'stagehouse-test-'));

/** On the PostgreSQL run, the URL of the database that belongs to `dataDir`, copied from the migrated template on first use. */
async function databaseUrlFor(dataDir: string): Promise<Record<string, string>> {
  const template = inject('postgresTemplate');
  if (!template) return {};
  let name = databases.get(dataDir);
  if (!name) {
    name = testDatabaseName();
    await asAdmin(`create database ${name} template ${template}`);
    databases.set(dataDir, name);
  }
  return { DATABASE_URL: `${postgresServer}/${name}` };
}

/** A fresh app on a new temporary database (SQLite in `dataDir`, or PostgreSQL on that run), closed and removed after the test. */
export const testApp = async (env: Record<string, string> = {}, dataDir = tempDir(), log?: Logger): Promise<CreatedApp> => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    ...(await databaseUrlFor(dataDir)),
    ...env,
  });
  const created = await createApp(config, log);
  made.push({ dir: dataDir, created });
  return created;
};
