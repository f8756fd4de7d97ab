/**
 * npm run bench:sync: how long a device takes to converge after reconnecting with 100 and 1,000
 * writes queued offline (every queued listing sent once, the outbox empty, the change feed pulled).
 * Writes bench/results/sync.json and sync.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { chromiumArgs } from '../pwa/e2e/chromium-args';

const sizes = (process.env.BENCH_SIZES ?? '100,1000').split(',').map(Number);
/** Home: the engine alone (the navigation's sync status only); Pending: every arriving listing also drawn in the list. */
const screens = (process.env.BENCH_SCREENS ?? '/,/pending').split(',');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagehouse-bench-sync-'));
const created = await createApp(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
const server = http.createServer(created.app.callback());
const baseUrl = await new Promise<string>((resolve) =>
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

async function converge(queued: number, screen: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const email = `bench.${queued}.${Date.now()}@mail.example`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'secret123', firstName: 'Bench', lastName: 'Sync', userType: 'stager' },
  });
  const { user } = (await registered.json()) as { user: { id: number } };
  await context.addInitScript(
    (u) => localStorage.setItem('auth-storage', JSON.stringify({ state: { user: u, isAuthenticated: true }, version: 0 })),
    await (await page.request.get('/api/auth/me')).json().then((a: { user: unknown }) => a.user),
  );
  await page.goto(screen);
  await page.getByTestId('sync-status').filter({ hasText: 'Synced' }).waitFor();
  await context.setOffline(true);
  await page.evaluate(
    ({ count, userId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('stagehouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          const start = Date.now();
          for (let i = 0; i < count; i++) {
            const id = crypto.randomUUID();
            tx.objectStore('outbox').add({
              id,
              userId,
              entity: 'furniture',
              entityId: id,
              method: 'POST',
              url: '/api/furniture',
              body: { id, name: `Queued ${i}`, price: String(100 + i), status: 'draft' },
              label: `List Queued ${i}`,
              createdAt: new Date(start + i).toISOString(),
              attempts: 0,
              nextAttemptAt: 0,
              status: 'pending',
            });
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { count: queued, userId: user.id },
  );
  const started = performance.now();
  await context.setOffline(false);
  // Written behind Dexie's back, so its live queries do not see the queue: read IndexedDB itself.
  const converged = (since: number) =>
    page.evaluate(
      (after) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('stagehouse');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const tx = open.result.transaction(['outbox', 'meta']);
            const count = tx.objectStore('outbox').count();
            const pull = tx.objectStore('meta').get('pull');
            tx.oncomplete = () => {
              open.result.close();
              resolve(
                count.result === 0 && Date.parse((pull.result as { lastSyncedAt?: string } | undefined)?.lastSyncedAt ?? '') >= after,
              );
            };
          };
        }),
      since,
    );
  const onlineAt = Date.now();
  while (!(await converged(onlineAt))) await new Promise((r) => setTimeout(r, 25));
  const ms = Math.round(performance.now() - started);
  const stored = (await (await page.request.get(`/api/furniture/owner/${user.id}`)).json()) as unknown[];
  await context.close();
  if (stored.length !== queued) throw new Error(`expected ${queued} listings on the server, found ${stored.length}`);
  return { screen, queued, ms, perWriteMs: Math.round((ms / queued) * 10) / 10 };
}

const runs = [];
for (const screen of screens) for (const size of sizes) runs.push(await converge(size, screen));
await browser.close();
server.close();
await created.close();
rmSync(dataDir, { recursive: true, force: true });

const report = { date: new Date().toISOString(), runs };
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'sync.json'), `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `# Sync benchmark (${report.date.slice(0, 10)})`,
  '',
  'Writes queued offline in the outbox, then the connection returns; time until every write is on the server, the outbox is empty and the change feed has been pulled.',
  '',
  '| Screen open | Queued writes | Converged in | Per write |',
  '|---|---|---|---|',
  ...runs.map((r) => `| ${r.screen} | ${r.queued} | ${(r.ms / 1000).toFixed(1)} s | ${r.perWriteMs} ms |`),
  '',
].join('\n');
writeFileSync(path.join(dir, 'sync.md'), md);
console.log(md);
