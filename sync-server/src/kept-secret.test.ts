import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptSecret } from './kept-secret';
import { tempDir } from './test/test-app';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A process of its own that reads the secret, making it with a value of its own if there is none. */
function readInProcess(file: string, value: string): Promise<string> {
  const code = `import { keptSecret } from ${JSON.stringify(path.join(import.meta.dirname, 'kept-secret.ts'))};
process.stdout.write(keptSecret(${JSON.stringify(file)}, () => ${JSON.stringify(value)}));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}`)))),
  );
}

describe('a secret kept in the data directory', () => {
  it('is made once and then read, never made again', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir, 'key');
    expect(keptSecret(file, () => 'first')).toBe('first');
    expect(keptSecret(file, () => 'second')).toBe('first');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['key']);
  });

  it('is the same for server processes that start together', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir, 'key');
    const read = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((value) => readInProcess(file, value)));
    expect(new Set(read).size).toBe(1);
    expect(read[0]).toBe(fs.readFileSync(file, 'utf8'));
    expect(fs.readdirSync(dir)).toEqual(['key']);
  }, 30_000);
});
