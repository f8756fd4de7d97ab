import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiProperties } from './helpers';

test('switching map_view off hides the map for visitors with a notice, and the list stays', async ({ page, request }) => {
  expect((await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
  const all = await apiProperties(request);
  try {
    expect((await request.post('/api/admin/toggle-feature', { data: { featureId: 'map_view', enabled: false } })).ok()).toBe(true);
    await page.goto('/map');
    await expect(page.getByTestId('map-off')).toContainText('The map is switched off for now');
    await expect(page.getByTestId('map')).toHaveCount(0);
    await expect(page.getByTestId('nearby-list').getByRole('listitem')).toHaveCount(all.length);
    await expectAccessible(page);
  } finally {
    await request.post('/api/admin/toggle-feature', { data: { featureId: 'map_view', enabled: true } });
  }
  await page.reload();
  await expect(page.getByTestId('map')).toBeVisible();
  await expect(page.getByTestId('map-off')).toHaveCount(0);
});
