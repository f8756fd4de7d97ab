import { expect, type Page, test } from './fixtures';
import { signIn, waitForServiceWorker } from './helpers';

test('the web manifest is linked and valid', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('Stagehouse'), short_name: 'Stagehouse', start_url: '/', display: 'standalone', theme_color: '#1f4e5f' });
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

const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : []), cacheName);

test('answers are kept for offline use, a user’s own ones are removed at logout, and an uncached page offline shows the offline page', async ({ page, context }) => {
  await signIn(page, 'stager@demo.test', 'demo1234');
  await waitForServiceWorker(page);
  await page.goto('/sales');
  await expect(page.getByRole('heading', { name: 'Sales Dashboard' })).toBeVisible();
  await expect.poll(() => cachedPaths(page, 'api-user')).toContain('/api/furniture/status/sold');
  expect(await cachedPaths(page, 'api-user')).not.toContain('/api/auth/me');

  await page.goto('/browse-companies');
  const firstCompany = page.getByRole('heading', { level: 2 }).first();
  await expect(firstCompany).toBeVisible();
  const name = await firstCompany.textContent();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: name! })).toBeVisible();
  await page.goto('/api/health');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);

  await page.goto('/sales');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cachedPaths(page, 'api-user')).not.toContain('/api/furniture/status/sold');
});
