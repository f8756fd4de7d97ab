import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { openAdminPage } from './admin-menu';
import { flip, signIn } from './helpers';

test.describe('Back office settings', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'admin1234');
    await page.goto('/admin/settings');
  });

  test('the settings hub reports the server and leads to each module', async ({ page }) => {
    await expect(page.getByTestId('system-status')).toHaveText('All Systems Online');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Email Integration' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/email$/);
  });

  test('a banner is created with its validation, shown to visitors of its audience, hidden, and deleted', async ({ page, browser }) => {
    await openAdminPage(page, 'Banners');
    await page.getByRole('button', { name: 'Create banner' }).click();
    await expect(page.getByText('Invalid Input: Please fill in both title and content fields').first()).toBeVisible();
    const title = `Open house weekend ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Content').fill('Forty homes open on Saturday.');
    await page.getByLabel('Audience').selectOption('all');
    await page.getByRole('button', { name: 'Create banner' }).click();
    await expect(page.getByText('Banner Created').first()).toBeVisible();
    const row = page.getByTestId('admin-banner').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectAccessible(page);

    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByTestId('site-banner').filter({ hasText: title })).toContainText('Forty homes open on Saturday.');

    await flip(row.getByRole('switch', { name: 'Enabled' }));
    await expect(row.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Browse Furniture' })).toBeVisible();
    await expect(visitor.getByTestId('site-banner').filter({ hasText: title })).toHaveCount(0);
    await visitor.close();

    // The notice lies over the controls of the last row, at the foot of a short page: a person closes it first.
    await page.getByTestId('toast').filter({ hasText: 'Banner Updated' }).getByRole('button', { name: 'Dismiss notice' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });

  test("a release keeps its last feature line, drops blank ones, and once live is what's new for users", async ({ page, browser }) => {
    await openAdminPage(page, 'Releases');
    await expect(page.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Create release' }).click();
    await expect(page.getByText('Invalid Input: Please fill in version and title fields').first()).toBeVisible();
    const version = `9.${Date.now() % 100000}.0`;
    await page.getByLabel('Version').fill(version);
    await page.getByLabel('Title').fill('Faster map');
    await page.getByLabel('Feature 1', { exact: true }).fill('Clusters open with one tap');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel('Feature 3', { exact: true }).fill('Filters stay in the address');
    await page.getByRole('button', { name: 'Create release' }).click();
    const row = page.getByTestId('admin-release').filter({ hasText: version });
    await expect(row).toContainText('Planned');
    await expect(row.getByRole('listitem')).toHaveText(['Clusters open with one tap', 'Filters stay in the address']);
    const id = ((await (await page.request.get('/api/admin/releases')).json()) as { id: number; version: string }[]).find(
      (r) => r.version === version,
    )!.id;
    try {
      await flip(row.getByRole('switch', { name: 'Live' }));
      await expect(row).toContainText('Live');
      await expectAccessible(page);

      const visitor = await browser.newPage();
      await visitor.goto('/map');
      const news = visitor.getByTestId('whats-new');
      await expect(news).toContainText(`What's new in ${version}: Faster map`);
      await expect(news).toContainText('Filters stay in the address');
      await news.getByRole('button', { name: 'Got it' }).click();
      await expect(news).toHaveCount(0);
      await visitor.reload();
      await expect(visitor.getByTestId('nearby-list')).toBeVisible();
      await expect(visitor.getByTestId('whats-new')).toHaveCount(0);
      await visitor.close();
    } finally {
      await page.request.patch(`/api/admin/releases/${id}`, { data: { isLive: false } });
    }
  });

  test('feature toggles switch the map off for visitors and back on', async ({ page, browser }) => {
    await openAdminPage(page, 'Feature Toggles');
    const map = page.getByTestId('feature-toggle').filter({ hasText: 'map_view' });
    await expect(map).toContainText('On');
    await expectAccessible(page);
    try {
      await flip(map.getByRole('switch'));
      await expect(page.getByText('Feature Updated').first()).toBeVisible();
      await expect(map).toContainText('Off');
      const visitor = await browser.newPage();
      await visitor.goto('/map');
      await expect(visitor.getByTestId('map-off')).toBeVisible();
      await visitor.close();
      await flip(map.getByRole('switch'));
      await expect(map).toContainText('On');
    } finally {
      await page.request.post('/api/admin/toggle-feature', { data: { featureId: 'map_view', enabled: true } });
    }
  });

  test('email integration: the invite switch and the test wait for the master switch; without SMTP the test fails clearly and emails are kept', async ({
    page,
  }) => {
    await openAdminPage(page, 'Email');
    const master = page.getByRole('switch', { name: 'Email integration' });
    const invites = page.getByRole('switch', { name: 'Invite system' });
    await expect(master).not.toBeChecked();
    await expect(invites).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    await expect(page.getByText('No SMTP server')).toBeVisible();
    await expectAccessible(page);
    try {
      await flip(master);
      await expect(master).toBeChecked();
      await expect(invites).toBeEnabled();
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByText('Connection Test Failed').first()).toBeVisible();
      await expect(page.getByText(/Email integration test failed/).first()).toBeVisible();
    } finally {
      await page.request.post('/api/admin/toggle-email-integration', { data: { enabled: false } });
    }
    const kept = (await (await page.request.get('/api/admin/outgoing-emails')).json()) as { emails: unknown[]; total: number };
    if (kept.total > 0) {
      await expect(page.getByRole('table', { name: 'Outgoing emails' }).getByRole('row')).toHaveCount(kept.emails.length + 1);
      await expect(page.getByRole('navigation', { name: 'Pages of emails' })).toContainText(`of ${kept.total}`);
    } else await expect(page.getByText('No emails yet')).toBeVisible();
  });

  test('categories and tags: validation, add, deactivate (the lister form follows, by the admin names), search, and every change in the activity log', async ({
    page,
    browser,
  }) => {
    // Two browsers, a sign-in, two reloads of the lister form and the activity log: 35 to 50 s on a slow machine.
    test.slow();
    await openAdminPage(page, 'Categories and Tags');
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Invalid Input: Please fill in both name and description fields').first()).toBeVisible();
    const name = `Patio ${Date.now()}`;
    await page.getByLabel('Category name').fill(name);
    await page.getByLabel('Category description').fill('Outdoor lounge sets');
    await page.getByRole('button', { name: 'Add category' }).click();
    const card = page.getByTestId('admin-category').filter({ hasText: name });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('0 listings');
    const listerContext = await browser.newContext();
    const lister = await listerContext.newPage();
    await signIn(lister, 'stager@demo.test', 'demo1234');
    await lister.goto('/list-furniture');
    const offered = lister.getByLabel('Category').locator('option');
    await expect(offered.filter({ hasText: name })).toHaveCount(1);
    await expect(offered.filter({ hasText: 'Dining' })).toHaveCount(1);
    await expect(offered.filter({ hasText: 'Tables' })).toHaveCount(0);
    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(card).toContainText('Inactive');
    const seating = page.getByTestId('admin-category').filter({ has: page.getByText('Seating', { exact: true }) });
    try {
      await seating.getByRole('button', { name: 'Deactivate Seating' }).click();
      await expect(seating).toContainText('Inactive');
      await lister.reload();
      await expect(offered.filter({ hasText: 'Seating' })).toHaveCount(0);
      await expect(offered.filter({ hasText: name })).toHaveCount(0);
      await expect(offered.filter({ hasText: 'Dining' })).toHaveCount(1);
    } finally {
      await seating.getByRole('button', { name: 'Activate Seating' }).click();
      await listerContext.close();
    }
    await expect(seating).toContainText('Active');
    await page.getByLabel('Search').fill(name);
    await expect(page.getByTestId('admin-category')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Tags' }).click();
    await page.getByLabel('Search').fill('');
    await expect(page.getByRole('region', { name: 'Style' }).getByTestId('admin-tag').filter({ hasText: 'Scandinavian' })).toBeVisible();
    await page.getByLabel('Tag name').fill(`Coastal ${name}`);
    await page.getByLabel('Tag description').fill('Light woods and linen');
    await page.getByLabel('Group').selectOption('style');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Style' })
        .getByTestId('admin-tag')
        .filter({ hasText: `Coastal ${name}` }),
    ).toBeVisible();

    await openAdminPage(page, 'Activity Log');
    await page.getByLabel('Search').fill(name);
    const log = page.getByRole('table', { name: 'Activity log' });
    await expect(log.getByRole('row').filter({ hasText: 'create' }).filter({ hasText: name }).first()).toBeVisible();
    await expect(log).toContainText('Admin');
    await page.getByLabel('Action').selectOption('update');
    await expect(log.getByRole('row')).not.toHaveCount(0);
    await expect(log.getByRole('row').filter({ hasText: 'create' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
