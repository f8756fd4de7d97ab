import { expect, test } from '@playwright/test';

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
