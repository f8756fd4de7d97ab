/**
 * npm run bench (its first part): the browse API against a bare node:http server answering the same
 * precomputed JSON, on a database of 10,000 pieces. Writes bench/results/browse.json and browse.md;
 * what a first visit transfers is measured with Lighthouse (bench/lighthouse.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { seedLarge } from './seed-large';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagehouse-bench-'));
const created = await createApp(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
await seedLarge(created.db, 10_000);
const appServer = http.createServer(created.app.callback());
const appUrl = await listen(appServer);

const properties = (await (await fetch(`${appUrl}/api/properties-with-furniture`)).json()) as { id: number; furnitureCount: number }[];
const busiest = properties.reduce((a, b) => (b.furnitureCount > a.furnitureCount ? b : a));
const paths = ['/api/properties-with-furniture', `/api/open-house/${busiest.id}`];
const precomputed = new Map<string, string>();
for (const p of paths) precomputed.set(p, await (await fetch(`${appUrl}${p}`)).text());

const bare = http.createServer((req, res) => {
  const body = precomputed.get(req.url ?? '');
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body ?? '{}');
});
const bareUrl = await listen(bare);

const endpoints = [];
for (const p of paths) {
  const app = await load(`${appUrl}${p}`);
  const baseline = await load(`${bareUrl}${p}`);
  endpoints.push({
    path: p.replace(/\d+$/, '{id}'),
    bytes: precomputed.get(p)!.length,
    app,
    bare: baseline,
    ratio: Math.round((app.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
  });
}

appServer.close();
bare.close();
await created.close();
rmSync(dataDir, { recursive: true, force: true });

const report = {
  date: new Date().toISOString(),
  pieces: 10_000,
  properties: properties.length,
  seconds,
  connections,
  endpoints,
};
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'browse.json'), `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `# Browse benchmark (${report.date.slice(0, 10)})`,
  '',
  `${report.pieces} pieces in ${report.properties} properties; autocannon, ${connections} connections, ${seconds} s each.`,
  '',
  '| Endpoint | App req/s | App p99 ms | Bare req/s | Bare p99 ms | Ratio |',
  '|---|---|---|---|---|---|',
  ...endpoints.map(
    (e) => `| ${e.path} | ${e.app.requestsPerSecond} | ${e.app.p99Ms} | ${e.bare.requestsPerSecond} | ${e.bare.p99Ms} | ${e.ratio} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(dir, 'browse.md'), md);
console.log(md);
