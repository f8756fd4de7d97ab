/**
 * npm run bench (a part): the shop's search and the map's answer on 100,000 pieces in 10,000 houses,
 * on SQLite and on PostgreSQL side by side: p50 and p99 of one request at a time, and the bytes of an
 * answer. Each request differs from the one before (another price or a map moved a little), so the
 * public cache, which keeps an answer for a minute, never answers it. Writes bench/results/search.json
 * and search.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { cleanUp, createDatabase, runId, tempDir } from './bench-resources';
import { seedLarge } from './seed-large';

const pieces = Number(process.env.BENCH_SEARCH_PIECES ?? 100_000);
const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);

/** What is asked, the i-th time: each a request of its own. */
const workloads: { name: string; url: (i: number) => string }[] = [
  { name: 'GET /api/pieces?q=sofa&category=seating&maxPrice=…', url: (i) => `/api/pieces?q=sofa&category=seating&maxPrice=${500 + i}` },
  { name: 'GET /api/pieces?q=oak+chair&room=…&minPrice=…', url: (i) => `/api/pieces?q=oak%20chair&room=Dining%20Room&minPrice=${i}` },
  { name: 'GET /api/pieces?minPrice=… (no keyword)', url: (i) => `/api/pieces?minPrice=${i}` },
  { name: 'GET /api/pieces?sort=price-asc&minPrice=…', url: (i) => `/api/pieces?sort=price-asc&minPrice=${i}&limit=24` },
  {
    name: 'GET /api/map, the whole West (zoom 5)',
    url: (i) => `/api/map?view=${(-128 + i * 0.001).toFixed(4)},30.5,-100,49.5&zoom=5`,
  },
  {
    name: 'GET /api/map, Los Angeles (zoom 12)',
    url: (i) => `/api/map?view=${(-118.35 + i * 0.0001).toFixed(4)},34,-118.15,34.1&zoom=12`,
  },
  { name: 'GET /api/map?city=Denver (list only)', url: (i) => `/api/map?city=Denver&near=39.7,${(-105 + i * 0.001).toFixed(3)}` },
];

interface Measured {
  name: string;
  p50Ms: number;
  p99Ms: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(base: string): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const { name, url } of workloads) {
    // Warmed by a few requests, not counted.
    for (let i = 0; i < 5; i += 1) await (await fetch(`${base}${url(rounds + i)}`)).arrayBuffer();
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < rounds; i += 1) {
      const start = performance.now();
      const response = await fetch(`${base}${url(i)}`);
      const body = await response.arrayBuffer();
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`${url(i)} answered ${response.status}: ${Buffer.from(body).toString()}`);
      bytes = Math.max(bytes, body.byteLength);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    results.push({ name, p50Ms: round(percentile(times, 0.5)), p99Ms: round(percentile(times, 0.99)), bytes });
  }
  return results;
}

/** The demo database grown to `pieces` pieces, served on a port of its own, measured, and closed. */
async function run(env: Record<string, string>) {
  const created = await createApp(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: 'silent', ...env }));
  try {
    await seedLarge(created.db, pieces);
    const server = http.createServer(created.app.callback());
    const base = await new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
    try {
      const houses = ((await (await fetch(`${base}/api/map`)).json()) as { total: number }).total;
      return { houses, measured: await measure(base) };
    } finally {
      server.close();
    }
  } finally {
    await created.close();
  }
}

try {
  const sqlite = await run({ DATA_DIR: tempDir() });
  const postgres = await run({ DATA_DIR: tempDir(), DATABASE_URL: await createDatabase(`stagehouse_bench_${runId}_search`) });
  const report = {
    date: new Date().toISOString(),
    pieces,
    houses: sqlite.houses,
    rounds,
    sqlite: sqlite.measured,
    postgres: postgres.measured,
  };
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'search.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    `# Search and map benchmark (${report.date.slice(0, 10)})`,
    '',
    `${pieces} pieces in ${report.houses} open houses still to come (the demo data grown); ${rounds} requests of each kind, one at a time, each a new question (the public cache never answers). Goal: p99 ≤ 50 ms, a map answer ≤ 50 KB.`,
    '',
    '| Request | SQLite p50 ms | p99 ms | bytes | PostgreSQL p50 ms | p99 ms | bytes |',
    '|---|---|---|---|---|---|---|',
    ...sqlite.measured.map((s, i) => {
      const p = postgres.measured[i]!;
      return `| ${s.name} | ${s.p50Ms} | ${s.p99Ms} | ${s.bytes} | ${p.p50Ms} | ${p.p99Ms} | ${p.bytes} |`;
    }),
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'search.md'), md);
  console.log(md);
} finally {
  await cleanUp();
}
