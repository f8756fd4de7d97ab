import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { limits } from '@stagehouse/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresAnswers } from './test/postgres';
import { type ServerProcess, stagerCookie, startServer } from './test/server-process';
import { tempDir } from './test/test-app';

const answers = await postgresAnswers();
const databaseUrl = freshPostgresDatabase();
const dataDir = tempDir();
let cluster: ServerProcess;

/** How long a request may go unanswered before it counts as hung. */
const patienceMs = 10_000;
const kills = 20;

type Outcome = 'answered' | 'failed' | 'hung';

/** One request on a connection of its own: answered (with any status), failed at once (reset, refused), or hung. */
function request(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ outcome: Outcome; status?: number }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(new URL(path, cluster.base()), {
      method,
      agent: false,
      headers: payload === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ outcome: 'hung' });
    }, patienceMs);
    const settle = (result: { outcome: Outcome; status?: number }) => {
      clearTimeout(timer);
      resolve(result);
    };
    req.on('response', (res) => {
      res.resume();
      res.on('error', () => undefined);
      res.on('close', () => settle(res.complete ? { outcome: 'answered', status: res.statusCode } : { outcome: 'failed' }));
    });
    req.on('error', () => settle({ outcome: 'failed' }));
    req.end(payload);
  });
}

/** The server processes the cluster's first process started (tsx's esbuild service is its child too). */
const serverProcesses = (): number[] => {
  try {
    return execFileSync('pgrep', ['-x', 'node', '-P', String(cluster.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return [];
  }
};

const started = () => cluster.output().match(/is running at/g)?.length ?? 0;

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}\n${cluster.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!answers)('serve:cluster when a server process dies', () => {
  beforeAll(async () => {
    cluster = startServer({ DATABASE_URL: databaseUrl, WORKERS: '2', DATA_DIR: dataDir, NODE_ENV: 'development' }, 'cluster.ts');
    await until(() => started() === 2, 'both server processes listening');
  }, 60_000);
  afterAll(async () => {
    cluster.child.kill('SIGTERM');
    await cluster.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers or closes every connection at once while a process is killed ${kills} times, and serves on`, async () => {
    const cookie = await stagerCookie(cluster.base());
    const houses = (await (await fetch(`${cluster.base()}/api/properties-with-furniture`)).json()) as { id: number }[];
    const reads = [() => request('GET', '/api/health'), () => request('GET', `/api/open-house/${houses[0]!.id}`)];
    const write = () =>
      request(
        'POST',
        '/api/furniture',
        { cookie, 'Idempotency-Key': crypto.randomUUID() },
        { status: 'draft', name: 'Kept through a crash' },
      );
    const outcomes: Outcome[] = [];
    let running = true;
    // Three loops read and one writes, each on a new connection every time, with a breath between requests.
    // The writer breathes longer: a fast run must stay under a user's hourly listing limit.
    const loop = async (ask: () => ReturnType<typeof request>, breathMs: number) => {
      while (running) {
        outcomes.push((await ask()).outcome);
        await new Promise((resolve) => setTimeout(resolve, breathMs));
      }
    };
    const writesPerSecond = Math.floor(limits.piecesPerUserPerHour / 180);
    const loops = [...[...reads, reads[0]!].map((ask) => loop(ask, 10)), loop(write, 1000 / writesPerSecond)];

    for (let kill = 1; kill <= kills; kill += 1) {
      const [victim] = serverProcesses();
      expect(victim).toBeDefined();
      process.kill(victim!, 'SIGKILL');
      await until(() => cluster.output().includes(`Server process ${victim} ended (SIGKILL); starting another.`), 'the death logged');
      await until(() => started() === 2 + kill && serverProcesses().length === 2, `replacement ${kill} listening`);
    }
    running = false;
    await Promise.all(loops);

    const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
    expect(count('hung')).toBe(0);
    expect(count('answered')).toBeGreaterThan(count('failed'));
    const after = await Promise.all([...reads, write].map((ask) => ask()));
    expect(after.map((a) => a.status)).toEqual([200, 200, 201]);
  }, 180_000);
});
