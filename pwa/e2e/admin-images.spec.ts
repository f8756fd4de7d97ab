import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectAccessible } from './axe';
import { signIn, uniqueEmail } from './helpers';

const png = (colour: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('an admin features a photo, deletes one, and bulk-deletes the rest of a listing', async ({ page, browser }) => {
  // A stager's own listing with three uploaded photos, made through the API.
  const stager = await browser.newContext();
  const email = uniqueEmail('photos');
  expect(
    (
      await stager.request.post('/api/auth/register', {
        data: { email, password: 'secret123', firstName: 'Photo', lastName: 'Owner', userType: 'stager' },
      })
    ).status(),
  ).toBe(201);
  const images: string[] = [];
  for (const colour of ['#8b5a2b', '#2b5a8b', '#5a8b2b']) {
    const { uploadURL } = (await (await stager.request.post('/api/furniture/upload-url')).json()) as { uploadURL: string };
    const put = await stager.request.put(uploadURL, { data: await png(colour), headers: { 'Content-Type': 'image/png' } });
    images.push(((await put.json()) as { path: string }).path);
  }
  const title = `Photo Sofa ${Date.now()}`;
  const created = await stager.request.post('/api/furniture', { data: { status: 'draft', name: title, images } });
  expect(created.status()).toBe(201);
  await stager.close();

  await signIn(page, 'admin@demo.test', 'admin1234');
  await page.goto('/admin/furniture-listings/images');
  await page.getByLabel('Find a listing').fill(title);
  await page.getByLabel('Listing', { exact: true }).selectOption({ label: `${title} (Photo Owner)` });
  const photos = page.getByTestId('admin-image');
  await expect(photos).toHaveCount(3);
  await expect(page.getByTestId('image-total')).toHaveText('3');
  await expectAccessible(page);

  await photos.nth(2).getByRole('button', { name: 'Make featured' }).click();
  await expect(page.getByText('Image Updated').first()).toBeVisible();
  await expect(photos.filter({ has: page.getByText('Featured', { exact: true }) })).toHaveCount(1);
  await page.getByLabel('Show').selectOption({ label: 'Featured only' });
  await expect(photos).toHaveCount(1);
  await page.getByLabel('Show').selectOption({ label: 'All photos' });
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');

  page.once('dialog', (dialog) => void dialog.accept());
  await photos
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(photos).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  for (const box of await page.getByRole('checkbox', { name: /^Select / }).all()) await box.check();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await expect(page.getByText('Images Deleted').first()).toBeVisible();
  await expect(page.getByText('No photos here.')).toBeVisible();
  for (const path of images) expect((await page.request.get(path)).status()).toBe(404);
});
