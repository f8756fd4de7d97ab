import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { firstLoadBudgetKB, scriptsOfFirstVisit } from './first-load';
import { firstTaps } from './first-taps';
import { isOpenHousePast } from '@stagehouse/shared/house-time';

/** Screens only listers and admins open: their code has no place in a buyer's first download. */
const listerAndAdminScreens = [
  'src/features/admin/admin-app.tsx',
  'src/features/own-pieces/list-furniture-page.tsx',
  'src/features/own-pieces/edit-furniture-page.tsx',
  'src/features/own-pieces/pending-page.tsx',
  'src/features/sales/sales-page.tsx',
  'src/features/requests/requests-page.tsx',
  'src/features/network/network-page.tsx',
  'src/features/account/account-settings-page.tsx',
];

const manifest = JSON.parse(readFileSync('pwa/dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const forbidden = new Set(listerAndAdminScreens.map((source) => `/${manifest[source]!.file}`));

test('the build names a file for every lister and admin screen', () => {
  expect(forbidden.size).toBe(listerAndAdminScreens.length);
});

test.describe('a buyer screen’s first download', () => {
  let paths = new Map<string, string>();
  test.beforeAll(async ({ request }) => {
    const taps = await firstTaps(
      async (path) => (await request.get(path)).json(),
      (house) => !isOpenHousePast(house.openHouseDate, house.state),
    );
    paths = new Map(taps.map((tap) => [tap.screen, tap.path]));
  });

  for (const screen of ['/', '/map', '/shop', '/open-house/{id}', '/piece/{id}', '/saved-pieces', '/browse-companies', '/login']) {
    test(`${screen}: stays within ${firstLoadBudgetKB(screen)} KB of JavaScript, with no lister or admin code`, async ({ browser }) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const scripts = await scriptsOfFirstVisit(await context.newPage(), paths.get(screen)!);
      await context.close();
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const list = scripts.map((s) => `${s.path} ${s.bytes}`).join('\n');
      expect(scripts.length).toBeGreaterThan(0);
      expect(total / 1024, `${screen} loads:\n${list}`).toBeLessThanOrEqual(firstLoadBudgetKB(screen));
      expect(scripts.filter((s) => forbidden.has(s.path) || s.path.includes('admin'))).toEqual([]);
    });
  }
});
