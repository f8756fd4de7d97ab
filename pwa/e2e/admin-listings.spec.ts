import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './helpers';

test('an admin creates a listing for a stager, views it, makes it active for buyers, and deletes it', async ({ page, request }) => {
  await signIn(page, 'admin@demo.test', 'admin1234');
  await page.goto('/admin/furniture-listings/crud');
  await expect(page.getByRole('heading', { name: 'Listings', exact: true })).toBeVisible();
  const pendingBefore = Number(await page.getByTestId('count-pending').textContent());

  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByText('Invalid Input: Please fill in title and description fields').first()).toBeVisible();
  const title = `Teak Sideboard ${Date.now()}`;
  const form = page.getByRole('form', { name: 'New listing' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Mid-century, six drawers');
  await form.getByLabel('Price (USD)').fill('640');
  await form.getByLabel('Category').selectOption('Dining');
  await form.getByLabel('Status').selectOption('pending');
  await form.getByLabel('Lister', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Location').fill('1550 Blake St, Denver, CO 80202');
  await form.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByText('Listing Created').first()).toBeVisible();
  await expect(page.getByTestId('count-pending')).toHaveText(String(pendingBefore + 1));

  await page.getByLabel('Search').fill(title);
  const row = page.getByRole('table', { name: 'Listings' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('$640');
  await expect(row).toContainText('Dining');
  await expect(row).toContainText('Pending review');
  const onMap = async () =>
    ((await (await request.get('/api/properties-with-furniture')).json()) as { address: string }[]).some(
      (p) => p.address === '1550 Blake St, Denver, CO 80202',
    );
  expect(await onMap()).toBe(false);
  await expectAccessible(page);

  await row.getByRole('button', { name: `View ${title}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Mid-century, six drawers');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('dialog').getByLabel('Status').selectOption('active');
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Listing Updated').first()).toBeVisible();
  await expect(row).toContainText('Active');
  await expect.poll(onMap).toBe(true);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Listing Deleted').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(onMap).toBe(false);
});

test('the create form and the category filter follow the Categories screen: a new category at once, a switched-off one no longer', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'admin1234');
  const name = `Outdoor Living ${Date.now()}`;
  const made = await page.request.post('/api/admin/categories', { data: { name, description: 'Patio sets' } });
  const category = (await made.json()) as { id: number; value: string };
  await page.goto('/admin/furniture-listings/crud');
  const form = page.getByRole('form', { name: 'New listing' });
  const offered = form.getByLabel('Category').locator('option');
  await expect(offered.filter({ hasText: name })).toHaveCount(1);
  await expect(offered.filter({ hasText: 'Dining' })).toHaveCount(1);
  await expect(offered.filter({ hasText: 'Lighting' })).toHaveCount(1);

  const title = `Teak Lounger ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Weatherproof teak');
  await form.getByLabel('Price (USD)').fill('380');
  await form.getByLabel('Lister', { exact: true }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Create listing' }).click();
  await expect(form.getByText('Category is required')).toBeVisible();
  await form.getByLabel('Category').selectOption(name);
  await form.getByRole('button', { name: 'Create listing' }).click();
  await expect(page.getByText('Listing Created').first()).toBeVisible();

  await page.getByLabel('Filter by category').selectOption(name);
  const listings = page.getByRole('table', { name: 'Listings' });
  await expect(listings.getByRole('row').filter({ hasText: title })).toContainText(name);
  await expectAccessible(page);

  await page.request.patch(`/api/admin/categories/${category.id}`, { data: { isActive: false } });
  await page.reload();
  await expect(offered.filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByLabel('Filter by category').locator('option').filter({ hasText: name })).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel('Search').fill(title);
  await listings.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Listing Deleted').first()).toBeVisible();
});

test('the listings hub leads to its five modules with real figures, and identifiers tie listings to accounts', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'admin1234');
  await page.goto('/admin/furniture-listings');
  const all = (await (await page.request.get('/api/admin/furniture-listings')).json()) as {
    counts: Record<string, number>;
    listings: { id: string; title: string; stagerId: number }[];
  };
  const { active, pending, sold, draft } = all.counts as Record<'active' | 'pending' | 'sold' | 'draft', number>;
  await expect(page.getByRole('article').filter({ hasText: 'Create, filter' })).toContainText(
    `${active + pending + sold} listed · ${draft} draft${draft === 1 ? '' : 's'}`,
  );
  await expect(page.getByRole('article')).toHaveCount(5);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Identifiers' }).last().click();
  await expect(page).toHaveURL(/\/admin\/furniture-listings\/identifiers$/);

  const sample = all.listings[0]!;
  await page.getByLabel('Search').fill(sample.id);
  const table = page.getByRole('table', { name: 'Identifiers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`account ${sample.stagerId}`);
  await page.getByLabel('Search').fill('stager@demo.test');
  await page.getByLabel('Type').selectOption('account');
  await expect(table.getByRole('row').nth(1)).toContainText('Account');
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+ listings?/);
  await expectAccessible(page);
});
