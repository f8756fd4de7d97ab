import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the output once the server says it is running; rejects if it exits first. */
  started: Promise<string>;
  exited: Promise<number | null>;
  output: () => string;
  /** http://127.0.0.1:<port>, once started. */
  base: () => string;
}

/** `script` (main.ts by default) of the server in a process of its own, on a port of its choosing unless PORT is given. */
export function startServer(env: Record<string, string>, script = 'main.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', script)], {
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (output.includes('Demo accounts') || output.includes('is running at')) resolve(output);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  started.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = () => `http://127.0.0.1:${/running at http:\/\/localhost:(\d+)/.exec(output)?.[1] ?? ''}`;
  return { child, started, exited, output: () => output, base };
}

/** The session cookie of the demo stager, signed in through the server at `base`. */
export async function stagerCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'stager@demo.test', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
