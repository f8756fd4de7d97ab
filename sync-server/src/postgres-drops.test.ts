import fs from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, freshPostgresDatabase, postgresAnswers } from './test/postgres';
import { type ServerProcess, stagerCookie, startServer } from './test/server-process';
import { tempDir } from './test/test-app';

const answers = await postgresAnswers();
const oneProcessDatabase = freshPostgresDatabase();
const clusterDatabase = freshPostgresDatabase();

const rounds = 20;
const writers = 3;

const started: { server: ServerProcess; dataDir: string }[] = [];
afterEach(async () => {
  for (const { server, dataDir } of started.splice(0)) {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** `script` of the server on `databaseUrl` with the demo data, logging warnings and worse. */
function serve(databaseUrl: string, script = 'main.ts', env: Record<string, string> = {}): ServerProcess {
  const dataDir = tempDir();
  const server = startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env }, script);
  started.push({ server, dataDir });
  return server;
}

/** Saves a draft listing; the status it was answered with, after noting in `faults` any answer that is neither 2xx nor a 503 with Retry-After. */
async function saveDraft(base: string, cookie: string, faults: string[]): Promise<number | null> {
  try {
    const answer = await fetch(`${base}/api/furniture`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'draft', name: 'Oak chair' }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = await answer.text();
    if (answer.status >= 300 && !(answer.status === 503 && answer.headers.get('retry-after')))
      faults.push(`${answer.status} ${answer.headers.get('retry-after') ?? ''} ${body}`);
    return answer.status;
  } catch (error) {
    faults.push(`no answer: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Drafts saved without a pause by a few writers while every connection to the database is ended,
 * `rounds` times: after each round a draft is saved again.
 */
async function connectionsEndedUnderWrites(base: string, databaseUrl: string) {
  const cookie = await stagerCookie(base);
  const faults: string[] = [];
  const statuses: (number | null)[] = [];
  let writing = true;
  const loops = Array.from({ length: writers }, async () => {
    while (writing) {
      statuses.push(await saveDraft(base, cookie, faults));
      await sleep(20);
    }
  });
  const database = new URL(databaseUrl).pathname.slice(1);
  for (let round = 0; round < rounds; round += 1) {
    await sleep(150);
    await asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`);
    await expect.poll(() => saveDraft(base, cookie, faults), { timeout: 10_000, interval: 50 }).toBe(201);
  }
  writing = false;
  await Promise.all(loops);
  return { faults, saved: statuses.filter((s) => s === 201).length, unavailable: statuses.filter((s) => s === 503).length };
}

/** Pino's lines at level error (50) or fatal (60). */
const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(50|60)/.test(line));

describe.skipIf(!answers)('PostgreSQL ending every connection while writes run', () => {
  it(`${rounds} times: one server process answers every write with 2xx or 503 and Retry-After, and never exits`, async () => {
    const server = serve(oneProcessDatabase);
    await server.started;
    const { faults, saved, unavailable } = await connectionsEndedUnderWrites(server.base(), oneProcessDatabase);
    expect(faults).toEqual([]);
    expect(saved, `${unavailable} answered 503`).toBeGreaterThan(rounds);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toContain('a PostgreSQL connection broke');
    expect(errorLines(server.output())).toEqual([]);
  }, 120_000);

  it(`${rounds} times: a cluster of two server processes answers as one does, and no process exits`, async () => {
    const port = await freePort();
    const cluster = serve(clusterDatabase, 'cluster.ts', { WORKERS: '2', PORT: String(port) });
    await expect.poll(() => cluster.output().match(/is running at/g)?.length ?? 0, { timeout: 60_000, interval: 200 }).toBe(2);
    const { faults } = await connectionsEndedUnderWrites(`http://127.0.0.1:${port}`, clusterDatabase);
    expect(faults).toEqual([]);
    expect(cluster.output()).not.toMatch(/Server process \d+ ended/);
    expect(cluster.child.exitCode).toBeNull();
    expect(errorLines(cluster.output())).toEqual([]);
  }, 120_000);
});
