import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './helpers';

test('an admin imports a CSV with one bad row: the preview shows the row error, the good rows are listed and on the map', async ({
  page,
}) => {
  const street = `${1000 + Math.floor(Math.random() * 8000)} Import Way`;
  const address = `${street}, Denver, CO 80202`;
  const csv = [
    'title,description,price,category,location,stager_email',
    `Imported Chair,Oak,120,Seating,"${address}",stager@demo.test`,
    `Imported Table,Walnut,$1200,Dining,"${address}",stager@demo.test`,
    `Broken Row,Bad price,ten,Decor,"${address}",stager@demo.test`,
  ].join('\n');
  await signIn(page, 'admin@demo.test', 'admin1234');
  await page.goto('/admin/furniture-listings/bulk-loading');
  await expect(page.getByRole('heading', { name: 'Bulk Loading' })).toBeVisible();
  await expectAccessible(page);

  await expect(page.getByRole('button', { name: 'Import JSON' })).toBeDisabled();
  await page.getByTestId('bulk-file').setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('3 records ready for preview').first()).toBeVisible();
  await expect(page.getByTestId('preview-note')).toHaveText('Showing first 3 of 3');
  await expect(page.getByRole('table', { name: 'Import preview' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByTestId('import-errors')).toContainText('Invalid price format in row 3');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('2 listings imported successfully').first()).toBeVisible();
  const imported = page.getByRole('table', { name: 'Import history' }).getByRole('row').nth(1);
  await expect(imported).toContainText('listings.csv');
  await expect(imported).toContainText('Invalid price format in row 3');
  await imported.getByRole('button', { name: /^View import \d+ \(listings\.csv\)$/ }).click();
  const details = page.getByTestId('import-details');
  await expect(details).toContainText('Imported: 2 listings imported of 3 records');
  await expect(details.getByTestId('import-errors')).toContainText('1 error');
  await expect(details.getByTestId('import-errors')).toContainText('Invalid price format in row 3');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Import history' }).getByRole('listitem').first();
  await expect(card).toContainText('Invalid price format in row 3');
  await card.getByRole('button', { name: /^View import/ }).click();
  await expect(details.getByTestId('import-errors')).toContainText('Invalid price format in row 3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel('Listings as JSON').fill('[{"title": oops}]');
  await page.getByRole('button', { name: 'Import JSON' }).click();
  await expect(page.getByText('Invalid JSON: Please check your JSON formatting').first()).toBeVisible();

  await page.goto('/map?zip=80202');
  const house = page.getByTestId('nearby-list').getByRole('listitem').filter({ hasText: street });
  await expect(house).toBeVisible();
  await expect(house).toContainText('2');
});

/** The admin uploads a file of one good row, named `title`, and its preview shows. */
async function previewOne(page: Page, fileName: string, title: string) {
  const csv = [
    'title,description,price,category,location,stager_email',
    `${title},Oak,90,Seating,"1 Elm St, Denver, CO 80202",stager@demo.test`,
  ];
  await signIn(page, 'admin@demo.test', 'admin1234');
  await page.goto('/admin/furniture-listings/bulk-loading');
  await page.getByTestId('bulk-file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
  await expect(page.getByTestId('preview-note')).toHaveText('Showing first 1 of 1');
}

test('Cancel on a preview keeps it in the history as cancelled, and imports nothing', async ({ page }) => {
  await previewOne(page, 'cancelled.csv', 'Never Imported');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Import Cancelled').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Import preview' })).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Import history' }).getByRole('row').filter({ hasText: 'cancelled.csv' });
  await expect(row).toContainText('Cancelled');
  expect(
    ((await (await page.request.get('/api/admin/furniture-listings?search=Never%20Imported')).json()) as { listings: unknown[] }).listings,
  ).toEqual([]);
});

test('a preview left when the page is closed is opened again from the history and confirmed there', async ({ page }) => {
  await previewOne(page, 'reopened.csv', 'Reopened Chair');
  await page.reload();
  await expect(page.getByTestId('preview-note')).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Import history' }).getByRole('row').filter({ hasText: 'reopened.csv' }).first();
  await expect(row).toContainText('Preview');
  await row.getByRole('button', { name: /^View import/ }).click();
  await expect(page.getByTestId('preview-note')).toHaveText('Showing first 1 of 1');
  await expect(page.getByRole('table', { name: 'Import preview' })).toContainText('Reopened Chair');
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByText('1 listing imported successfully').first()).toBeVisible();
  await expect(row).toContainText('Imported');
});
