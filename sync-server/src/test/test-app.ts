import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createApp, type CreatedApp } from '../app';
import { loadConfig } from '../config';

const made: { dir: string; created: CreatedApp }[] = [];

afterEach(async () => {
  for (const { dir, created } of made.splice(0)) {
    await created.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

export const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'stagehouse-test-'));

/** A fresh app on a new temporary database, closed and removed after the test. */
export const testApp = async (env: Record<string, string> = {}, dataDir = tempDir()): Promise<CreatedApp> => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const created = await createApp(config);
  made.push({ dir: dataDir, created });
  return created;
};
