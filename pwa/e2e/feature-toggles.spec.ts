import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { apiProperties, scrollNearbyListToEnd, signIn, mapProperties } from './helpers';

test('switching map_view off hides the map for visitors with a notice, and the list stays', async ({ page, request }) => {
  expect((await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
  const all = await mapProperties(request);
  try {
    expect((await request.post('/api/admin/toggle-feature', { data: { featureId: 'map_view', enabled: false } })).ok()).toBe(true);
    await page.goto('/map');
    await expect(page.getByTestId('map-off')).toContainText('The map is switched off for now');
    await expect(page.getByTestId('map')).toHaveCount(0);
    await scrollNearbyListToEnd(page, all.length);
    await expectAccessible(page);
  } finally {
    await request.post('/api/admin/toggle-feature', { data: { featureId: 'map_view', enabled: true } });
  }
  await page.reload();
  await expect(page.getByTestId('map')).toBeVisible();
  await expect(page.getByTestId('map-off')).toHaveCount(0);
});

test('wishlist off keeps saved pieces on the device; switched on, they join the account and come back on another device', async ({
  page,
  browser,
  request,
}) => {
  expect((await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
  const [first] = await apiProperties(request);
  await page.goto(`/open-house/${first!.id}`);
  const card = page.getByTestId('gallery').getByTestId('furniture-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByText('Added to saved pieces')).toBeVisible();
  await signIn(page, 'realtor@demo.test', 'demo1234');
  await expect(page.getByTestId('sync-status')).toContainText('Synced');
  expect((await page.request.get('/api/favorites')).status()).toBe(403);
  await page.goto('/saved-pieces');
  await expect(page.getByTestId('gallery').getByRole('heading', { name })).toBeVisible();

  try {
    expect((await request.post('/api/admin/toggle-feature', { data: { featureId: 'wishlist', enabled: true } })).ok()).toBe(true);
    await page.reload();
    await expect
      .poll(async () => (await page.request.get('/api/favorites')).json().then((list: { name: string }[]) => list.map((f) => f.name)))
      .toContain(name);

    const other = await browser.newContext();
    const device = await other.newPage();
    await signIn(device, 'realtor@demo.test', 'demo1234');
    await device.goto('/saved-pieces');
    await expect(device.getByTestId('gallery').getByRole('heading', { name })).toBeVisible();
    await other.close();
  } finally {
    for (const piece of await (await page.request.get('/api/favorites')).json()) await page.request.delete(`/api/favorites/${piece.id}`);
    await request.post('/api/admin/toggle-feature', { data: { featureId: 'wishlist', enabled: false } });
  }
});
