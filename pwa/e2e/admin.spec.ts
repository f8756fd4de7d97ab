import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { openAdminPage } from './admin-menu';
import { signIn } from './helpers';

test.describe('Back office', () => {
  test('a stager opening /admin is refused', async ({ page }) => {
    await signIn(page, 'stager@demo.test', 'demo1234');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect((await page.request.get('/api/admin/dashboard-stats')).status()).toBe(403);
  });
});

// One test per screen, so a slow machine spends its time budget on one screen at a time.
test.describe('Back office on real data', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'admin1234');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  });

  test('the dashboard counts the users and the RSVP revenue', async ({ page }) => {
    const stats = await (await page.request.get('/api/admin/dashboard-stats')).json();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('dashboard-stats')).toContainText(String(stats.totalUsers));
    await expect(page.getByTestId('rsvp-revenue')).toContainText(`${stats.totalRSVPs} RSVPs`);
    await expectAccessible(page);
  });

  test('Data Analytics shows furniture by zip code and stager performance', async ({ page }) => {
    await openAdminPage(page, 'Data Analytics');
    await page.getByRole('tab', { name: 'Furniture Data' }).click();
    await expect(page.getByRole('table', { name: 'Furniture by zip code' }).getByRole('row')).toHaveCount(11);
    await page.getByRole('tab', { name: 'Stager Performance' }).click();
    await expect(page.getByRole('table', { name: 'Stager performance' })).toContainText('Golden Gate Staging');
    await expectAccessible(page);
  });

  test('Users finds an account by email and verifies or unverifies it', async ({ page }) => {
    await openAdminPage(page, 'Users');
    await page.getByLabel('Search').fill('realtor@demo.test');
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'realtor@demo.test' });
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
    const wasVerified = (await row.textContent())?.includes('Unverified') === false;
    await row.getByRole('button', { name: wasVerified ? 'Unverify' : 'Verify' }).click();
    await expect(page.getByText('Verification Updated')).toBeVisible();
    await expect(row).toContainText(wasVerified ? 'Unverified' : 'Verified');
    await expectAccessible(page);
  });

  test('Billing changes a plan and the monthly revenue follows', async ({ page }) => {
    await openAdminPage(page, 'Billing');
    const before = await (await page.request.get('/api/admin/billing')).json();
    await expect(page.getByTestId('monthly-revenue')).toHaveText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        before.revenue.monthlyRevenue,
      ),
    );
    await page.getByLabel('Search').fill('realtor@demo.test');
    const account = page.getByRole('table', { name: 'Billing accounts' }).getByRole('row').filter({ hasText: 'realtor@demo.test' });
    await expect(account).toContainText('+ $5 per RSVP');
    await account.getByLabel('Plan of realtor@demo.test').selectOption('plus');
    await expect(page.getByText('Plan Updated')).toBeVisible();
    await expect(page.getByTestId('monthly-revenue')).toHaveText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
        before.revenue.monthlyRevenue + 25,
      ),
    );
    await expect(account).not.toContainText('+ $5 per RSVP');
    await page.getByLabel('Search').fill('nobody-matches-this');
    await expect(page.getByText('No Billing Data Found')).toBeVisible();
    await expectAccessible(page);
  });

  test('Activity sorts listers by sales and searches them', async ({ page }) => {
    await openAdminPage(page, 'Activity');
    await page.getByLabel('Sort by').selectOption('sales');
    const bySales = await (await page.request.get('/api/admin/activity?sort=sales')).json();
    const topSeller = bySales.users[0];
    await expect(page.getByRole('table', { name: 'Activity by user' }).getByRole('row').nth(1)).toContainText(
      `${topSeller.firstName} ${topSeller.lastName}`,
    );
    await expect(page.getByTestId('page-range')).toHaveText(`1–${bySales.users.length} of ${bySales.total} listers`);
    await expect(page.getByRole('table', { name: 'Activity by user' })).toContainText(/High|Medium|Low/);
    await page.getByLabel('Search').fill('zzz-no-user');
    await expect(page.getByText('No Activity Data Found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectAccessible(page);
  });

  test('Partners says it is coming soon', async ({ page }) => {
    await openAdminPage(page, 'Partners');
    await expect(page.getByText('Coming Soon')).toBeVisible();
  });
});
