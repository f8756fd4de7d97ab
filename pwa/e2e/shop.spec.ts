import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { freePieceOfStager, holdPiece, waitForServiceWorker } from './helpers';

interface Found {
  total: number;
  items: { id: string; name: string; price: number }[];
}

test.use({ viewport: { width: 390, height: 844 } });

const results = (page: Page) => page.getByTestId('shop-results').getByRole('listitem');
const summary = (page: Page) => page.getByTestId('shop-summary');
const pieces = (total: number, words: string) => `${total} ${total === 1 ? 'piece' : 'pieces'} for “${words}”`;

test('a buyer searches "sofa" from Home with a price limit, opens a piece, and Back returns to the same place in the list', async ({
  page,
  request,
}) => {
  const found: Found = await (await request.get('/api/pieces?q=sofa&maxPrice=3000&sort=price-asc&limit=48')).json();
  expect(found.items.length).toBeGreaterThan(3);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Find a piece' }).fill('sofa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?q=sofa$/);
  await expect(summary(page)).toContainText('for “sofa”');

  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Max price ($)').fill('3000');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/maxPrice=3000/);
  await expect(summary(page)).toHaveText(pieces(found.total, 'sofa'));
  await expect(results(page).first()).toContainText(found.items[0]!.name);
  const prices = (await results(page).locator('.sh-card-price').allTextContents()).map((text) => Number(text.replace(/[$,]/g, '')));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(Math.max(...prices)).toBeLessThanOrEqual(3000);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const chosen = found.items[3]!;
  const card = results(page).nth(3);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await card.getByRole('link', { name: chosen.name }).click();
  await expect(page).toHaveURL(`/piece/${chosen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?q=sofa/);
  await expect(results(page).nth(3)).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(60);
});

test('a shared link opens the same search, sorted the same way, and more pieces come on scrolling', async ({ page, request }) => {
  const found: Found = await (await request.get('/api/pieces?sort=price-desc')).json();
  expect(found.total).toBeGreaterThan(24);
  await page.goto('/shop?sort=price-desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect(summary(page)).toHaveText(`${found.total} pieces`);
  await expect(results(page)).toHaveCount(24);
  await expect(results(page).locator('h3')).toHaveText(found.items.map((item) => item.name));
  await page.getByRole('button', { name: 'Show more pieces' }).scrollIntoViewIfNeeded();
  await expect(results(page)).toHaveCount(Math.min(48, found.total));
});

test('a piece held for a buyer is still found, marked On hold, and its page offers to tell the buyer if it comes back', async ({
  page,
  browser,
}) => {
  const free = await freePieceOfStager(page.request);
  await holdPiece(browser, free);
  await page.goto(`/shop?q=${encodeURIComponent(free.piece.name)}`);
  const held = results(page).filter({ hasText: free.piece.name }).filter({ hasText: 'On hold' });
  await expect(held.first()).toBeVisible();
  await expectAccessible(page);
  await held.first().getByRole('link', { name: free.piece.name }).first().click();
  await expect(page.getByTestId('piece-status')).toHaveText('On hold');
  await expect(page.getByText('Tell me if it comes back')).toBeVisible();
});

test('offline, a search says so and looks through the pieces kept on this device', async ({ page, context }) => {
  await page.goto('/shop?q=sofa');
  await expect(summary(page)).toContainText('for “sofa”');
  const names = await results(page).locator('h3').allTextContents();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/shop?q=sofas&sort=newest');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(summary(page)).toContainText('for “sofas”');
  const offline = await results(page).locator('h3').allTextContents();
  expect(offline.length).toBeGreaterThan(0);
  for (const name of offline) expect(names).toContain(name);
  await context.setOffline(false);
});

test.describe('with the buyer’s location allowed', () => {
  test.use({ geolocation: { latitude: 37.7749, longitude: -122.4194 }, permissions: ['geolocation'] });

  test('Near me sorts every piece by distance from where the buyer is, and a second tap forgets the place', async ({ page, request }) => {
    const found: Found = await (await request.get('/api/pieces?sort=nearest&near=37.77,-122.42')).json();
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/near=37\.77%2C-122\.42/);
    await expect(page.getByLabel('Sort by')).toHaveValue('nearest');
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).locator('h3')).toHaveText(found.items.map((item) => item.name));
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).not.toHaveURL(/near=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('');
  });
});
