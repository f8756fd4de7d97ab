import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process';
import { tempDir } from './test/test-app';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('main', () => {
  it('prints the URL and demo accounts, and closes cleanly on SIGTERM and SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'development' });
      await server.started;
      await new Promise((r) => setTimeout(r, 300));
      expect(server.output()).toMatch(/running at http:\/\/localhost:\d+/);
      expect(server.output()).toContain('stager@demo.test / demo1234');
      expect(server.output()).toContain('admin@demo.test / admin1234');
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      // A clean close checkpoints the write-ahead log into the database file.
      expect(fs.existsSync(path.join(dataDir, 'stagehouse.sqlite-wal'))).toBe(false);
    }
  }, 60_000);

  it('stops at start with the reason when the environment is wrong', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment:[\s\S]*PORT/);
  });
});
