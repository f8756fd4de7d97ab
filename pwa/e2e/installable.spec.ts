import { expect, type Page, test } from './fixtures';
import { signIn, storedKeys, waitForServiceWorker } from './helpers';
import { expectAccessible } from './axe';

test('the web manifest is linked and valid', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Stagehouse'),
    short_name: 'Stagehouse',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1f4e5f',
  });
  expect(manifest.description.length).toBeGreaterThan(10);
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker controls the page and Home reloads offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Browse Furniture' })).toBeVisible();
  await expect(page.getByText('Serving the Western United States • Quality Staged Furniture • Professional Network')).toBeVisible();
  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Browse Furniture' })).toBeVisible();
  await context.setOffline(false);
});

/** Every API answer in Cache Storage but images: what the app keeps offline is in IndexedDB. */
const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/images/'));
  });

test('the service worker keeps no API answers: Sales and the listing form open offline from IndexedDB, a user’s own data goes at logout, and an uncached page offline shows the offline page', async ({
  page,
  context,
}) => {
  await signIn(page, 'stager@demo.test', 'demo1234');
  await waitForServiceWorker(page);
  await page.goto('/sales');
  const sold = page
    .getByTestId('sold-table')
    .getByRole('link', { name: /^Edit / })
    .first();
  await expect(sold).toBeVisible();
  const name = await sold.textContent();
  await page.goto('/list-furniture');
  await expect(page.getByRole('checkbox', { name: 'Modern' })).toBeVisible();
  expect(await cachedApiAnswers(page)).toEqual([]);

  await context.setOffline(true);
  await page.goto('/sales');
  await expect(page.getByTestId('sold-table')).toContainText(name!);
  await page.goto('/list-furniture');
  await expect(page.getByRole('checkbox', { name: 'Modern' })).toBeVisible();
  await page.goto('/api/health');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);

  await page.goto('/sales');
  expect((await storedKeys(page, 'ownPieces')).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await storedKeys(page, 'ownPieces')).length).toBe(0);
  // What the app showed the user goes; a visitor's answer (kept as 0) may already be there for the signed-out screens.
  expect((await storedKeys(page, 'uiContent')).filter((userId) => userId !== 0)).toEqual([]);
  expect(await cachedApiAnswers(page)).toEqual([]);
});

test('the back office opened offline shows the app’s offline screen, and opens once the connection returns', async ({ page, context }) => {
  // Signed in without opening the back office, whose code is online-only: the device has never fetched it.
  expect((await page.request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeAttached();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('You are offline | Stagehouse');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Saved Pieces' })).toBeVisible();
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
});
