import { type BrowserContext, expect, type Page, test } from './fixtures';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { register, waitForServiceWorker } from './helpers';

const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#8b5a2b' } })
  .png()
  .toBuffer();
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

/** A new stager on the list form, with the app installed for offline use and the connection then cut. */
async function openListFormOffline(page: Page, context: BrowserContext) {
  await register(page, 'stager', 'Lena', 'Marsh');
  await page.goto('/list-furniture');
  await waitForServiceWorker(page);
  await context.setOffline(true);
}

test('list a piece with two photos, see it on /pending, edit it to sold, see it on /sales', async ({ page }) => {
  await register(page, 'stager', 'Lena', 'Marsh');
  await page.goto('/list-furniture');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'List Furniture' }).click();
  await expect(page.getByText('Please fill out item name to list!')).toBeVisible();
  await expect(page.getByText('Please fill out price to list!')).toBeVisible();
  await expect(page.getByText('Please upload at least one photo to list!')).toBeVisible();
  await expect(page.getByText('Please fill out property address to list!')).toBeVisible();

  await page.getByLabel('Item name').fill('Walnut Credenza');
  await page.getByLabel('Price (USD)').fill('1200');
  await page.getByTestId('photo-input').setInputFiles([photo('front.png'), photo('side.png')]);
  await expect(page.getByTestId('photo')).toHaveCount(2);
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('progressbar').nth(1)).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(page.getByTestId('photo').first().getByRole('img')).toHaveAttribute('alt', /side\.png/);
  await page.getByLabel('Property address').fill('55 Valencia St, San Francisco, CA 94110');
  await page.getByLabel('Category').selectOption('storage');
  await page.getByLabel('Dimensions').fill('60" W × 18" D × 30" H');
  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('group', { name: 'Style' }).getByText('Modern', { exact: true }).click();
  await tags.getByRole('group', { name: 'Quality' }).getByText('Excellent', { exact: true }).click();
  await page.getByRole('button', { name: 'List Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);

  const card = page.getByTestId('pending-list').getByTestId('furniture-card').filter({ hasText: 'Walnut Credenza' });
  await expect(card).toContainText('$1,200');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('+1');
  await expect(card).toContainText('San Francisco');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-furniture\?id=/);
  await expect(page.getByTestId('property-location')).toContainText('San Francisco, CA, 94110');
  await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Active');
  await expect(page.getByRole('checkbox', { name: 'Modern' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Excellent' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Rustic' })).not.toBeChecked();
  await expectAccessible(page);
  await page.getByText('Excellent', { exact: true }).click();
  await expect(page.getByLabel('Dimensions (optional)')).toHaveValue('60" W × 18" D × 30" H');
  await page.getByLabel('Dimensions (optional)').fill('62" W × 18" D × 30" H');
  await page.getByLabel('Description').fill('Mid-century walnut credenza');
  await page.getByLabel('Room').selectOption('Dining Room');
  await page.getByLabel('Condition').selectOption('like-new');
  await page.getByLabel('Status').selectOption('sold');
  await page.getByLabel('Buyer (when sold)').fill('Sam Lee');
  await page.getByRole('button', { name: 'Update Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  await expect(page.getByText('No pending listings. Start by listing your first furniture!')).toBeVisible();
  const [sold] = (await (await page.request.get('/api/furniture/status/sold')).json()) as {
    id: string;
    name: string;
    dimensions: string;
    tagIds: number[];
  }[];
  expect(sold!.dimensions).toBe('62" W × 18" D × 30" H');
  const tagNames = new Map(
    ((await (await page.request.get('/api/ui-content')).json()).tags as { id: number; name: string }[]).map((t) => [t.id, t.name]),
  );
  expect(sold!.tagIds.map((id) => tagNames.get(id))).toEqual(['Modern']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales' }).click();
  await expect(page.getByTestId('stat-total-sales')).toHaveText('$1,200');
  await expect(page.getByTestId('stat-items-sold')).toHaveText('1');
  await expect(page.getByTestId('stat-average-sale')).toHaveText('$1,200');
  await expect(page.getByTestId('sold-table')).toContainText('Walnut Credenza');
  await expect(page.getByTestId('sold-table')).toContainText('Sam Lee');
  await expect(page.getByTestId('sold-table')).toContainText('Delivered');
  await expectAccessible(page);

  await page.getByTestId('sold-table').getByRole('link', { name: 'Edit Walnut Credenza' }).click();
  await expect(page).toHaveURL(/\/edit-furniture\?id=/);
  await expect(page.getByLabel('Status')).toHaveValue('sold');
  await expect(page.getByLabel('Buyer (when sold)')).toHaveValue('Sam Lee');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/sales$/);

  await page.goto(`/piece/${sold!.id}`);
  await expect(page.getByText('62" W × 18" D × 30" H')).toBeVisible();
});

test('photo limit and type messages, the MLS message, and delete with confirmation', async ({ page }) => {
  await register(page, 'stager', 'Lena', 'Marsh');
  await page.goto('/list-furniture');
  await page.getByTestId('photo-input').setInputFiles(Array.from({ length: 6 }, (_, i) => photo(`p${i}.png`)));
  await expect(page.getByText('Too many images')).toBeVisible();
  await expect(page.getByText('Maximum 5 images allowed')).toBeVisible();
  await page.getByTestId('photo-input').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByText('Invalid file type')).toBeVisible();

  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('mls-message')).toHaveText('MLS Number Required');
  await page.getByLabel('MLS number').fill('ML81234567');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByTestId('mls-message')).toHaveText(
    'MLS lookup is not available without an active API subscription. Please enter property details manually.',
  );

  await page.getByLabel('Item name').fill('Draft Lamp');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  const card = page.getByTestId('pending-list').getByTestId('furniture-card').filter({ hasText: 'Draft Lamp' });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await card.getByRole('button', { name: 'Remove' }).click();
  expect(asked).toBe('Are you sure you want to remove this furniture listing?');
  await expect(card).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toHaveCount(0);
});

test('a draft saved offline survives a reload and is on the server after going back online', async ({ page, context }) => {
  await openListFormOffline(page, context);
  await page.getByLabel('Item name').fill('Offline Ottoman');
  await page.getByTestId('photo-input').setInputFiles([photo('ottoman.png')]);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  const local = page.getByTestId('own-listing').filter({ hasText: 'Offline Ottoman' });
  await expect(local).toContainText('Waiting to sync · 1 photo');
  await expect(page.getByTestId('sync-status')).toHaveText('Offline · 1 waiting');
  await page.reload();
  await expect(local).toContainText('Waiting to sync · 1 photo');

  await context.setOffline(false);
  await expect(local).not.toContainText('Waiting to sync', { timeout: 15_000 });
  await expect(page.getByTestId('sync-status')).toHaveText('Synced');
  await page.reload();
  const card = page.getByTestId('pending-list').getByTestId('furniture-card').filter({ hasText: 'Offline Ottoman' });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Offline Ottoman' })).toBeVisible();
});

test('a piece listed offline with a photo is listed for buyers once back online', async ({ page, context }) => {
  await openListFormOffline(page, context);
  await page.getByLabel('Item name').fill('Offline Armchair');
  await page.getByLabel('Price (USD)').fill('340');
  await page.getByLabel('Property address').fill('88 Harbor View Rd, San Diego, CA 92101');
  await page.getByTestId('photo-input').setInputFiles([photo('armchair.png')]);
  await page.getByRole('button', { name: 'List Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  const local = page.getByTestId('own-listing').filter({ hasText: 'Offline Armchair' });
  await expect(local).toContainText('Waiting to sync · 1 photo');

  await context.setOffline(false);
  await expect(local).not.toContainText('Waiting to sync', { timeout: 15_000 });
  const mine = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const listed = (
    (await (await page.request.get(`/api/furniture/owner/${mine.user.id}`)).json()) as {
      id: string;
      name: string;
      status: string;
      images: string[];
    }[]
  ).find((p) => p.name === 'Offline Armchair');
  expect(listed).toMatchObject({ status: 'pending', images: [expect.stringMatching(/^\/api\/images\/uploads\//)] });
  const visitor = await page.context().browser()!.newContext();
  try {
    const buyer = await visitor.newPage();
    await buyer.goto(`/piece/${listed!.id}`);
    await expect(buyer.getByTestId('piece-status')).toHaveText('Available');
  } finally {
    await visitor.close();
  }
});

test('an offline draft keeps its photo through two offline edits, the second adding one: both reach the server once', async ({
  page,
  context,
}) => {
  await openListFormOffline(page, context);
  await page.getByLabel('Item name').fill('Offline Sideboard');
  await page.getByLabel('Price (USD)').fill('500');
  await page.getByLabel('Description').fill('Oak sideboard with two doors');
  await page.getByLabel('Category').selectOption('storage');
  await page.getByLabel('Room').selectOption('Dining Room');
  await page.getByLabel('Condition').selectOption('good');
  await page.getByTestId('photo-input').setInputFiles([photo('front.png')]);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  const local = page.getByTestId('own-listing').filter({ hasText: 'Offline Sideboard' });
  await expect(local).toContainText('Waiting to sync · 1 photo');

  const shownPhotos = page.getByTestId('photo').getByRole('img');
  await local.getByRole('button', { name: 'Edit' }).click();
  await expect(shownPhotos).toHaveCount(1);
  await expect(shownPhotos.first()).toHaveJSProperty('naturalWidth', 120);
  await page.getByLabel('Price (USD)').fill('450');
  await page.getByRole('button', { name: 'Update Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  await expect(local).toContainText('$450');
  await expect(local).toContainText('Waiting to sync · 1 photo');

  await local.getByRole('button', { name: 'Edit' }).click();
  await expect(shownPhotos).toHaveCount(1);
  await page.getByTestId('photo-input').setInputFiles([photo('side.png')]);
  await expect(shownPhotos).toHaveCount(2);
  await page.getByRole('button', { name: 'Update Furniture' }).click();
  await expect(page).toHaveURL(/\/pending$/);
  await expect(local).toContainText('Waiting to sync · 2 photos');

  await context.setOffline(false);
  await expect(local).not.toContainText('Waiting to sync', { timeout: 15_000 });
  const mine = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const listed = (
    (await (await page.request.get(`/api/furniture/owner/${mine.user.id}`)).json()) as { name: string; price: number; images: string[] }[]
  ).find((p) => p.name === 'Offline Sideboard');
  expect(listed).toMatchObject({ price: 450, images: [expect.stringMatching(/^\/api\/images\/uploads\//), expect.any(String)] });
  expect(new Set(listed!.images).size).toBe(2);
  await expect(local).toContainText('+1');

  await local.getByRole('button', { name: 'Edit' }).click();
  await expect(shownPhotos).toHaveCount(2);
  for (const [index, path] of listed!.images.entries()) {
    await expect(shownPhotos.nth(index)).toHaveAttribute('src', path);
    await expect(shownPhotos.nth(index)).toHaveJSProperty('naturalWidth', 120);
  }
});

test('import contacts from a CSV file', async ({ page }) => {
  await register(page, 'stager', 'Lena', 'Marsh');
  await expect(page.getByText('Realtor Network')).toBeVisible();
  const csv =
    'name,email,phone,company\nAna Ruiz,ana.ruiz@mail.example,555-0100,Ruiz Homes\n,kim@mail.example,555-0101,\nBroken,not-an-email,,\n';
  await page.getByTestId('contacts-input').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('contacts-preview')).toContainText('Ana Ruiz');
  await page.getByRole('button', { name: 'Import contacts.csv' }).click();
  await expect(page.getByTestId('import-result')).toContainText('2 added, 0 updated, 1 skipped');
  await expect(page.getByTestId('import-result')).toContainText('Row 3: Invalid email: not-an-email');
  await expect(page.getByTestId('total-contacts')).toHaveText('2');
  await expect(page.getByTestId('contacts-table')).toContainText('Unknown Contact');
  await expectAccessible(page);
});

test('a long Pending list shows 24 listings first and the rest as the lister scrolls to its end', async ({ page }) => {
  await register(page, 'stager', 'Paige', 'Many');
  for (let i = 0; i < 30; i += 1)
    expect(
      (await page.request.post('/api/furniture', { data: { status: 'draft', name: `Draft ${String(i).padStart(2, '0')}` } })).status(),
    ).toBe(201);
  await page.goto('/pending');
  const cards = page.getByTestId('pending-list').getByTestId('own-listing');
  await expect(cards).toHaveCount(24);
  await expect(page.getByText('Showing 24 of 30: scroll for more')).toBeVisible();
  await page.getByText('Showing 24 of 30: scroll for more').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(30);
  await expect(page.getByText(/scroll for more/)).toHaveCount(0);
});
