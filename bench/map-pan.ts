/**
 * npm run bench (its last part): /map with 2,000 open houses on a phone and on a desktop screen. The
 * map is dragged for a few seconds while every frame is timed (requestAnimationFrame), and the list
 * beside it is counted. Writes bench/results/map.json and map.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createApp } from '../sync-server/src/app';
import { loadConfig } from '../sync-server/src/config';
import { chromiumArgs } from '../pwa/e2e/chromium-args';
import { seedLarge } from './seed-large';

const properties = Number(process.env.BENCH_PROPERTIES ?? 2000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagehouse-bench-map-'));
const created = await createApp(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
await seedLarge(created.db, properties * 10);
const server = http.createServer(created.app.callback());
const baseUrl = await new Promise<string>((resolve) =>
  server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
);
const served = ((await (await fetch(`${baseUrl}/api/properties-with-furniture`)).json()) as unknown[]).length;

/** Drags the map back and forth for about `seconds`, timing every frame the page draws meanwhile. */
async function pan(page: Page, seconds: number) {
  const box = (await page.getByTestId('map').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // A string, not a function: tsx would wrap a function's inner names in a helper the page does not have.
  await page.evaluate(`(() => {
    const frames = [];
    window.frames_ = frames;
    window.timing = true;
    const tick = (t) => {
      frames.push(t);
      if (window.timing) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const strokes = Math.round(seconds * 2);
  for (let stroke = 0; stroke < strokes; stroke += 1) {
    const dx = stroke % 2 === 0 ? -box.width / 3 : box.width / 3;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dx / 3, { steps: 30 });
    await page.mouse.up();
  }
  const frames = (await page.evaluate('window.timing = false, window.frames_')) as number[];
  const gaps = frames
    .slice(1)
    .map((t, i) => t - frames[i]!)
    .sort((a, b) => a - b);
  const span = (frames.at(-1)! - frames[0]!) / 1000;
  return {
    fps: Math.round((frames.length - 1) / span),
    p95FrameMs: Math.round(gaps[Math.floor(gaps.length * 0.95)]! * 10) / 10,
    longestFrameMs: Math.round(gaps.at(-1)! * 10) / 10,
    framesOver50ms: gaps.filter((g) => g > 50).length,
  };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
const results = [];
for (const screen of screens) {
  const context = await browser.newContext({ viewport: screen.viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/map`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.locator('.leaflet-marker-icon').first().waitFor();
  await page.waitForTimeout(1000);
  const panning = await pan(page, 4);
  results.push({
    screen: screen.name,
    ...panning,
    markers: await page.locator('.leaflet-marker-icon').count(),
    listed: await page.getByTestId('nearby-list').getByRole('listitem').count(),
  });
  await context.close();
}
await browser.close();
server.close();
await created.close();
rmSync(dataDir, { recursive: true, force: true });

const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const date = new Date().toISOString();
writeFileSync(path.join(dir, 'map.json'), `${JSON.stringify({ date, properties: served, results }, null, 2)}\n`);
const md = [
  `# Map with ${served} open houses (${date.slice(0, 10)})`,
  '',
  'Headless Chromium on this machine, no CPU throttling; the map dragged back and forth for 4 s, every frame timed with requestAnimationFrame. Markers: what the map draws (clusters and single houses) at the end; listed: the open houses the list beside the map has drawn.',
  '',
  '| Screen | Frames/s | p95 frame | Longest frame | Frames over 50 ms | Markers drawn | Listed |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) => `| ${r.screen} | ${r.fps} | ${r.p95FrameMs} ms | ${r.longestFrameMs} ms | ${r.framesOver50ms} | ${r.markers} | ${r.listed} |`,
  ),
  '',
].join('\n');
writeFileSync(path.join(dir, 'map.md'), md);
console.log(md);
