/**
 * npm run bench:databases: the same public reads, signed-in reads and writes against three setups of
 * the server, each on its own copy of the demo database grown to 10,000 pieces — SQLite with one
 * process, PostgreSQL with one process, and PostgreSQL with two processes behind one port (npm run
 * serve:cluster, WORKERS=2: each process takes new connections from the one listening socket).
 * Every server runs in a process of its own, started and stopped here; autocannon loads it from this
 * one. Writes bench/results/databases.json and databases.md.
 *
 * PostgreSQL is the one at BENCH_POSTGRES_SERVER (default postgres://postgres@127.0.0.1:5432): the
 * databases made here (stagehouse_bench_<random>_*) are dropped at the end, as every server process
 * started here is stopped, also when a step fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { apiPaths } from '@stagehouse/shared/api-paths';
import { isOpenHousePast } from '@stagehouse/shared/house-time';
import { limits } from '@stagehouse/shared/limits';
import type { PropertyWithFurniture } from '@stagehouse/shared/property.schema';
import { createApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { openPostgres } from '../sync-server/src/db/database';
import { adminDb, cleanUp, createDatabase, runId, tempDir, undo } from './bench-resources';
import { seedLarge } from './seed-large';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pieces = 10_000;
/** Signed-in writers: the demo stager and stagers registered before the run, so no account nears its limit of new listings an hour. */
const listers = 10;
const serverDir = path.join(import.meta.dirname, '..', 'sync-server', 'src');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The demo data grown to 10,000 pieces, with the account wishlist on (it is off by default) so that saving a piece is a write. */
async function seed(env: Record<string, string>) {
  const created = await createApp(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: 'silent', ...env }));
  try {
    await seedLarge(created.db, pieces);
    await created.db.updateTable('featureToggles').set({ enabled: 1 }).where('id', '=', 'wishlist').execute();
  } finally {
    await created.close();
  }
}

/** `script` of the server in a process group of its own, on `port`; resolves once `processes` of them say they are running. */
async function startServer(script: string, processes: number, env: Record<string, string>): Promise<{ base: string; group: number }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, script)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Behind a proxy, as several processes on one address would be: each RSVP comes from another buyer's address.
      TRUST_PROXY: '1',
      SESSION_KEYS: randomBytes(32).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The whole group by its id (the cluster's workers are in it): asked to stop, then made to after 10 s or once the first process is gone.
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  undo.push(async () => {
    signalGroup('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) {
      const late = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    signalGroup('SIGKILL');
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/is running at/g) ?? []).length >= processes) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return { base: `http://127.0.0.1:${port}`, group: child.pid! };
}

// ---------------------------------------------------------------------------------------------
// CPU time, read from /proc (Linux): of the server's processes, and of the PostgreSQL backends serving its database.

const ticksPerMs = 100 / 1000; // USER_HZ, 100 on Linux

/** CPU ticks (user + system) so far of every process in the process group `group`, by pid. */
function groupTicks(group: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === group) ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

function pidTicks(pids: number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

async function backendPids(database: string | undefined): Promise<number[]> {
  if (!database) return [];
  const admin = adminDb();
  try {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${database}`.execute(admin);
    return rows.map((r) => r.pid);
  } finally {
    await admin.destroy();
  }
}

/** Ticks spent between two readings; a process that started in between counts from nothing. */
const spent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0);

const canReadProc = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

// ---------------------------------------------------------------------------------------------
// The load.

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU ms per answered request of the server's processes (SQLite included), and of the PostgreSQL backends of its database; null where /proc cannot be read. */
  serverCpuMsPerRequest: number | null;
  postgresCpuMsPerRequest: number | null;
  /** Ms per answered request that the database's backends spent waiting for a lock, sampled; null on SQLite. */
  lockWaitMsPerRequest: number | null;
}

const lockSampleMs = 10;

/**
 * Samples, every few ms until stopped, how many backends of `database` wait for a lock (a row, an
 * advisory lock), and answers the ms they waited in all: each sample counts for the time since the last.
 */
function sampleLockWaits(database: string): () => Promise<number> {
  const admin = adminDb();
  let running = true;
  let waitedMs = 0;
  const sampling = (async () => {
    let last = performance.now();
    while (running) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where datname = ${database} and wait_event_type = 'Lock'`.execute(admin);
      const now = performance.now();
      waitedMs += (rows[0]?.n ?? 0) * (now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, lockSampleMs));
    }
  })();
  return async () => {
    running = false;
    await sampling;
    await admin.destroy();
    return waitedMs;
  };
}

interface Target {
  base: string;
  group: number;
  database?: string;
}

/** `next` gives every request afresh, in the order connections ask for them. */
async function load({ base, group, database }: Target, next: () => Call, duration = seconds): Promise<Measured> {
  const backends = canReadProc ? pidTicks(await backendPids(database)) : new Map<number, number>();
  const server = canReadProc ? groupTicks(group) : new Map<number, number>();
  const lockWaits = database ? sampleLockWaits(database) : null;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const call = next();
          const body = call.body === undefined ? undefined : JSON.stringify(call.body);
          return {
            ...request,
            method: call.method,
            path: call.path,
            headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
            body,
          };
        },
      },
    ],
  });
  const waitedMs = lockWaits ? await lockWaits() : null;
  const serverTicks = canReadProc ? spent(server, groupTicks(group)) : 0;
  const backendTicks = canReadProc ? spent(backends, pidTicks([...new Set([...backends.keys(), ...(await backendPids(database))])])) : 0;
  const perRequest = (ticks: number) =>
    canReadProc ? Math.round((ticks / ticksPerMs / Math.max(1, result.requests.total)) * 1000) / 1000 : null;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    statusCodes,
    serverCpuMsPerRequest: perRequest(serverTicks),
    postgresCpuMsPerRequest: database ? perRequest(backendTicks) : null,
    lockWaitMsPerRequest: waitedMs === null ? null : Math.round((waitedMs / Math.max(1, result.requests.total)) * 1000) / 1000,
  };
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! * 10) / 10;
};

export interface FairShare {
  /** Another user's writes, one after another, with nothing else running. */
  aloneP50Ms: number;
  aloneP90Ms: number;
  /** The same while one account sends batches of `batchSize` queued writes, `loops` at a time. */
  p50Ms: number;
  p90Ms: number;
  writes: number;
  batches: number;
  batchP50Ms: number;
}

const batchSize = 100;
const batchLoops = 4;

/**
 * Another user's writes (saving and unsaving a piece) timed one after another for `duration`
 * seconds, first alone, then while `heavy` loops batches of queued writes, `batchLoops` at a time.
 */
async function fairShare(base: string, heavy: string, other: string, savable: string[], duration = seconds): Promise<FairShare> {
  let n = 0;
  const otherWrite = () => {
    const turn = n++;
    return send(base, {
      method: turn % 2 === 0 ? 'PUT' : 'DELETE',
      path: apiPaths.favorite(savable[Math.floor(turn / 2) % savable.length]!),
      headers: { cookie: other },
    });
  };
  const timeOtherWrites = async (until: () => boolean) => {
    const times: number[] = [];
    while (until()) {
      const start = performance.now();
      await otherWrite();
      times.push(performance.now() - start);
    }
    return times;
  };
  const aloneEnds = performance.now() + duration * 1000;
  const alone = await timeOtherWrites(() => performance.now() < aloneEnds);

  let batchNumber = 0;
  const batchTimes: number[] = [];
  const batch = () => {
    const b = batchNumber++;
    // Saves a piece, then unsaves it, piece after piece.
    const mutations = Array.from({ length: batchSize }, (_, i) => {
      const piece = savable[(b * batchSize + Math.floor(i / 2)) % savable.length]!;
      const method = i % 2 === 0 ? 'PUT' : 'DELETE';
      return { id: `bench-${runId}-${b}-${i}`, entity: `favorite:${piece}`, method, url: apiPaths.favorite(piece) };
    });
    return send(base, { method: 'POST', path: apiPaths.syncPush, headers: { cookie: heavy }, body: { mutations } });
  };
  const ends = performance.now() + duration * 1000;
  const running = () => performance.now() < ends;
  const loops = Array.from({ length: batchLoops }, async () => {
    while (running()) {
      const start = performance.now();
      await batch();
      batchTimes.push(performance.now() - start);
    }
  });
  const busy = await timeOtherWrites(running);
  await Promise.all(loops);
  return {
    aloneP50Ms: percentile(alone, 50),
    aloneP90Ms: percentile(alone, 90),
    p50Ms: percentile(busy, 50),
    p90Ms: percentile(busy, 90),
    writes: busy.length,
    batches: batchTimes.length,
    batchP50Ms: percentile(batchTimes, 50),
  };
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function send(base: string, call: Call): Promise<Response> {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  if (!response.ok) throw new Error(`${call.method} ${call.path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A benchmark address of RFC 2544's range (198.18.0.0/15), one per number: what the proxy says the buyer came from. */
const buyerAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

interface Workload {
  name: string;
  what: string;
  next: () => Call;
}

/** Who reads and writes against one running server, learnt from it before the clock starts. */
interface Plan {
  reads: Workload[];
  writes: Workload[];
  facts: Record<string, number>;
  /** For the fair-share measure: the account that loops batches, another user, and the pieces they save. */
  fair: { heavy: string; other: string; savable: string[] };
}

async function workloadsFor(base: string): Promise<Plan> {
  const properties = (await (
    await send(base, { method: 'GET', path: apiPaths.propertiesWithFurniture })
  ).json()) as PropertyWithFurniture[];
  const busiest = properties.reduce((a, b) => (b.furnitureCount > a.furnitureCount ? b : a));
  const upcoming = properties.filter((p) => !isOpenHousePast(p.openHouseDate, p.state)).map((p) => p.id);
  if (upcoming.length === 0) throw new Error('no open house is still to come: RSVPs would all be refused');
  const house = (await (await send(base, { method: 'GET', path: apiPaths.openHouse(busiest.id) })).json()) as {
    furniture: { id: string }[];
  };
  const savable = house.furniture.map((f) => f.id);

  const demo = await send(base, { method: 'POST', path: apiPaths.login, body: { email: 'stager@demo.test', password: 'demo1234' } });
  const writers = [cookieOf(demo)];
  for (let i = 1; i < listers; i += 1) {
    const registered = await send(base, {
      method: 'POST',
      path: apiPaths.register,
      headers: { 'x-forwarded-for': buyerAddress(100_000 + i) },
      body: {
        firstName: 'Bench',
        lastName: `Stager ${i}`,
        email: `bench-stager-${i}-${runId}@example.com`,
        password: 'bench-password',
        userType: 'stager',
      },
    });
    writers.push(cookieOf(registered));
  }
  // The signed-in reader owns nothing, so the open house answers it the same JSON as a visitor, only not from memory.
  const reader = writers[1]!;

  const visitorBytes = (await (await send(base, { method: 'GET', path: apiPaths.openHouse(busiest.id) })).text()).length;
  const readerBytes = (
    await (await send(base, { method: 'GET', path: apiPaths.openHouse(busiest.id), headers: { cookie: reader } })).text()
  ).length;

  let rsvps = 0;
  const rsvp = (): Call => {
    const n = rsvps++;
    return {
      method: 'POST',
      path: apiPaths.rsvps,
      headers: { 'x-forwarded-for': buyerAddress(n % 131_072) },
      body: {
        propertyId: upcoming[n % upcoming.length],
        firstName: 'Bench',
        lastName: `Buyer ${n}`,
        email: `buyer-${n}-${runId}@example.com`,
      },
    };
  };
  let favourites = 0;
  const favourite = (): Call => {
    const n = favourites++;
    // Each writer saves a piece, then takes it off the list again, piece after piece.
    const writer = n % writers.length;
    const turn = Math.floor(n / writers.length);
    return {
      method: turn % 2 === 0 ? 'PUT' : 'DELETE',
      path: apiPaths.favorite(savable[Math.floor(turn / 2) % savable.length]!),
      headers: { cookie: writers[writer]! },
    };
  };
  let drafts = 0;
  const draft = (): Call => {
    const n = drafts++;
    return {
      method: 'POST',
      path: apiPaths.furniture,
      headers: { cookie: writers[n % writers.length]! },
      body: { status: 'draft', name: `Bench draft ${n}`, price: 100 + (n % 900) },
    };
  };
  let mixed = 0;
  const mix = [rsvp, favourite, favourite, draft];

  const get = (p: string, cookie?: string) => (): Call => ({ method: 'GET', path: p, headers: cookie ? { cookie } : {} });
  return {
    facts: { properties: properties.length, upcoming: upcoming.length, busiestPieces: savable.length, visitorBytes, readerBytes },
    fair: { heavy: writers[2]!, other: writers[3]!, savable },
    reads: [
      {
        name: 'GET /api/properties-with-furniture',
        what: 'visitor: answered from memory',
        next: get(apiPaths.propertiesWithFurniture),
      },
      { name: 'GET /api/open-house/{busiest}', what: 'visitor: answered from memory', next: get(apiPaths.openHouse(busiest.id)) },
      {
        name: 'GET /api/properties-with-furniture (signed in)',
        what: 'signed in: queried every time',
        next: get(apiPaths.propertiesWithFurniture, reader),
      },
      {
        name: 'GET /api/open-house/{busiest} (signed in)',
        what: 'signed in: queried every time',
        next: get(apiPaths.openHouse(busiest.id), reader),
      },
    ],
    writes: [
      { name: 'POST /api/rsvps', what: 'visitor RSVPs, each a new buyer and address', next: rsvp },
      { name: 'PUT/DELETE /api/favorites/{id}', what: 'signed in: save, then unsave', next: favourite },
      { name: 'POST /api/furniture (draft)', what: 'signed in: a new draft listing', next: draft },
      { name: 'write mix', what: '1 RSVP : 2 favourite : 1 draft', next: () => mix[mixed++ % mix.length]!() },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The run.

/** The median time of one commit that writes a row, alone on the database: what the write lock is held for at the least. */
async function medianCommitMs(url: string): Promise<number> {
  const db = openPostgres(url);
  try {
    await sql`create table bench_commit (n integer)`.execute(db);
    const times: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      const start = performance.now();
      await sql`insert into bench_commit values (${n})`.execute(db);
      times.push(performance.now() - start);
    }
    await sql`drop table bench_commit`.execute(db);
    return Math.round(times.sort((a, b) => a - b)[times.length / 2]! * 100) / 100;
  } finally {
    await db.destroy();
  }
}

interface Setup {
  setup: string;
  database: 'sqlite' | 'postgres';
  processes: number;
  target: Target;
}

interface SetupResult extends Omit<Setup, 'target'> {
  facts: Record<string, number>;
  workloads: ({ name: string; what: string; kind: 'read' | 'write' } & Measured)[];
  fairShare?: FairShare;
}

const results: SetupResult[] = [];
let commitMs = 0;
const loadBefore = os.loadavg()[0]!;
try {
  const setups: Setup[] = [];
  // SQLite, one process: the only way it is served.
  const sqliteDir = tempDir();
  await seed({ DATA_DIR: sqliteDir });
  setups.push({
    setup: 'SQLite, 1 process',
    database: 'sqlite',
    processes: 1,
    target: await startServer('main.ts', 1, { DATA_DIR: sqliteDir }),
  });

  // PostgreSQL: seeded once, then each setup on its own copy, so that all start from the same rows.
  const seeded = `stagehouse_bench_${runId}_seed`;
  const seededUrl = await createDatabase(seeded);
  await seed({ DATA_DIR: tempDir(), DATABASE_URL: seededUrl });
  const one = await createDatabase(`stagehouse_bench_${runId}_one`, seeded);
  const two = await createDatabase(`stagehouse_bench_${runId}_two`, seeded);
  commitMs = await medianCommitMs(seededUrl);
  setups.push({
    setup: 'PostgreSQL, 1 process',
    database: 'postgres',
    processes: 1,
    target: { ...(await startServer('main.ts', 1, { DATA_DIR: tempDir(), DATABASE_URL: one })), database: path.basename(one) },
  });
  setups.push({
    setup: 'PostgreSQL, 2 processes',
    database: 'postgres',
    processes: 2,
    target: {
      ...(await startServer('cluster.ts', 2, { DATA_DIR: tempDir(), DATABASE_URL: two, WORKERS: '2' })),
      database: path.basename(two),
    },
  });

  const plans = [];
  for (const { target, ...setup } of setups) {
    const plan = await workloadsFor(target.base);
    // A warm-up of the read paths, on every process, not counted.
    let w = 0;
    await load(target, () => plan.reads[w++ % plan.reads.length]!.next(), warmupSeconds);
    plans.push({ target, plan });
    results.push({ ...setup, facts: plan.facts, workloads: [] });
  }

  // Workload by workload, the three setups in turn, each workload starting with the next setup: whatever else runs on the
  // machine weighs on all three alike, and none is always measured first or last.
  let order = 0;
  for (const kind of ['read', 'write'] as const) {
    const count = kind === 'read' ? plans[0]!.plan.reads.length : plans[0]!.plan.writes.length;
    for (let i = 0; i < count; i += 1) {
      const turn = plans.map((_, s) => (s + order) % plans.length);
      order += 1;
      for (const s of turn) {
        const { target, plan } = plans[s]!;
        const workload = (kind === 'read' ? plan.reads : plan.writes)[i]!;
        const measured = await load(target, workload.next);
        console.log(
          `${results[s]!.setup.padEnd(24)} ${workload.name.padEnd(48)} ${String(measured.requestsPerSecond).padStart(6)} req/s  ` +
            `p99 ${measured.p99Ms} ms  errors ${measured.errors}  cpu ${measured.serverCpuMsPerRequest} + ${measured.postgresCpuMsPerRequest} ms/req`,
        );
        results[s]!.workloads.push({ name: workload.name, what: workload.what, kind, ...measured });
      }
    }
  }
  for (const [s, { target, plan }] of plans.entries()) {
    const { heavy, other, savable } = plan.fair;
    results[s]!.fairShare = await fairShare(target.base, heavy, other, savable);
    console.log(`${results[s]!.setup.padEnd(24)} fair share ${JSON.stringify(results[s]!.fairShare)}`);
  }
} finally {
  await cleanUp();
}

// ---------------------------------------------------------------------------------------------
// The report.

const report = {
  date: new Date().toISOString(),
  pieces,
  seconds,
  connections,
  cpus: os.availableParallelism(),
  loadAverageBefore: Math.round(loadBefore * 100) / 100,
  loadAverageAfter: Math.round(os.loadavg()[0]! * 100) / 100,
  postgresCommitMs: commitMs,
  setups: results,
};
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'databases.json'), `${JSON.stringify(report, null, 2)}\n`);

const names = results[0]!.workloads.map((w) => w.name);
const cell = (setup: SetupResult, name: string) => {
  const w = setup.workloads.find((x) => x.name === name)!;
  return `${w.requestsPerSecond} | ${w.p99Ms} | ${w.errors}`;
};
const facts = results[0]!.facts;
const postgresResults = results.filter((r) => r.database === 'postgres');
const writeNames = results[0]!.workloads.filter((w) => w.kind === 'write').map((w) => w.name);
const md = [
  `# Database benchmark (${report.date.slice(0, 10)})`,
  '',
  `${pieces} pieces in ${facts.properties} properties (${facts.upcoming} open houses still to come), the same rows in each setup; ` +
    `autocannon, ${connections} connections, ${seconds} s per workload after a ${warmupSeconds} s warm-up of the reads, ` +
    'workload by workload with the three setups in turn, each workload starting with the next setup (all three servers are ' +
    'up, idle but for the one measured).',
  '',
  `| Workload | ${results.map((r) => `${r.setup} req/s | p99 ms | errors`).join(' | ')} |`,
  `|---|${results.map(() => '---|---|---|').join('')}`,
  ...names.map((name) => `| ${name} | ${results.map((r) => cell(r, name)).join(' | ')} |`),
  '',
  ...(canReadProc
    ? [
        'CPU time per request, in ms, of the server processes (with SQLite in them) + the PostgreSQL backends of their ' +
          'database; less swayed by other work on the machine than requests per second, though not free of it (WAL ' +
          'writing and checkpoints of PostgreSQL are left out):',
        '',
        `| Workload | ${results.map((r) => r.setup).join(' | ')} |`,
        `|---|${results.map(() => '---|').join('')}`,
        ...names.map(
          (name) =>
            `| ${name} | ${results
              .map((r) => {
                const w = r.workloads.find((x) => x.name === name)!;
                return w.postgresCpuMsPerRequest === null
                  ? `${w.serverCpuMsPerRequest}`
                  : `${w.serverCpuMsPerRequest} + ${w.postgresCpuMsPerRequest}`;
              })
              .join(' | ')} |`,
        ),
        '',
      ]
    : []),
  'Lock waits per write, in ms: the time the PostgreSQL backends of the database spent waiting for a lock (a row, an ' +
    `advisory lock), sampled every ${lockSampleMs} ms from pg_stat_activity, divided by the writes answered:`,
  '',
  `| Workload | ${postgresResults.map((r) => r.setup).join(' | ')} |`,
  `|---|${postgresResults.map(() => '---|').join('')}`,
  ...writeNames.map(
    (name) => `| ${name} | ${postgresResults.map((r) => r.workloads.find((x) => x.name === name)!.lockWaitMsPerRequest).join(' | ')} |`,
  ),
  '',
  `Fair share: another user saves and unsaves a piece, one write after another, for ${seconds} s alone, then for ${seconds} s ` +
    `while one account sends batches of ${batchSize} queued writes (POST /api/sync/push), ${batchLoops} at a time:`,
  '',
  '| Setup | alone p50 ms | alone p90 ms | during batches p50 ms | during batches p90 ms | their writes | batches | batch p50 ms |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map((r) => {
    const f = r.fairShare!;
    return `| ${r.setup} | ${f.aloneP50Ms} | ${f.aloneP90Ms} | ${f.p50Ms} | ${f.p90Ms} | ${f.writes} | ${f.batches} | ${f.batchP50Ms} |`;
  }),
  '',
  `- **Setups.** Each server runs in a process of its own (\`node --import tsx sync-server/src/main.ts\`), on its own copy of the ` +
    'same seeded database; the two PostgreSQL processes are `npm run serve:cluster` with `WORKERS=2`: one port, each process ' +
    `taking new connections from its listening socket as it can, so the ${connections} kept-alive connections, opened at once, ` +
    'are not always split evenly, and a process answers every request of its connections.',
  `- **The machine.** ${report.cpus} cores, shared by the server processes, PostgreSQL and the load generator (autocannon, in ` +
    `one more process); other work may run beside it (load average ${report.loadAverageBefore} at the start, ` +
    `${report.loadAverageAfter} at the end). The numbers ` +
    'compare setups within this run; they are no capacity figure for a real server.',
  '- **Visitor reads** are answered from the public cache each process keeps in memory. On SQLite the cache checks a counter ' +
    'of its own process; on PostgreSQL, where other processes may write, it first reads the version row in the database, so ' +
    'every cached answer still costs one query. **Signed-in reads** are answered from the same cache when the user reads ' +
    'what a visitor reads (here a stager who owns nothing in the house), before their session is read: the map list ' +
    "always, an open house once the process knows the session's reader (from an earlier request, for a minute).",
  '- **Writes.** Every successful write visitors may see moves the public version on (on PostgreSQL a sequence, which locks no ' +
    'row) and drops the cached answers. RSVPs are sent as visitors to the open houses still to come, each with a new email ' +
    `and, through X-Forwarded-For (the servers run with TRUST_PROXY=1, as behind a proxy), a new address of 198.18.0.0/15, ` +
    `since the limit is ${limits.rsvpsPerClientPerHour} RSVPs an hour per address (and ${limits.rsvpsPerHousePerHour} new ` +
    'ones an hour per house: they are spread over every house). Favourites and drafts are spread over ' +
    `${listers} signed-in stagers — the demo stager (signed in with POST /api/auth/login) and ${listers - 1} registered before ` +
    `the run — so that none nears ${limits.piecesPerUserPerHour} new listings an hour; the wishlist (off by default) is ` +
    'switched on in the seeded data so that saving a piece is a write.',
  '- **Writers run in parallel on PostgreSQL.** No lock is shared by every write (README, "Scaling out"): a write waits only ' +
    'for another that changes the same row, such as an RSVP for the limit counter of its house. The lock waits above are what ' +
    `is left. A commit that writes a row took ${commitMs} ms (median, alone) on this PostgreSQL.`,
  '- **Two processes on two cores.** The second server process competes with the first, with PostgreSQL and with autocannon ' +
    'for the same 2 cores: each process is switched out more often and handles fewer requests per wake-up, which the CPU ' +
    'time per request in the second table shows.',
  '- **Both wait for the disk.** SQLite runs in WAL mode with synchronous=FULL (a commit waits until its WAL is on the disk); ' +
    'PostgreSQL as installed waits for its WAL to be flushed on every commit (synchronous_commit on).',
  '',
  `Errors are non-2xx answers, socket errors and timeouts; the status codes of each workload are in databases.json.`,
  '',
].join('\n');
writeFileSync(path.join(dir, 'databases.md'), md);
console.log(md);
