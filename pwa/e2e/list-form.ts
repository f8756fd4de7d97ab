import sharp from 'sharp';
import { expect, type Page } from './fixtures';

const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b8e23' } })
  .png()
  .toBuffer();

/** A 120 x 80 PNG to pick as a photo. */
export const photoFile = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

/** What the List Furniture form is filled with halfway: no address yet, so it cannot be listed. */
export const halfway = {
  name: 'Rattan Lounge Chair',
  price: '285',
  description: 'Woven rattan on a teak frame',
  category: 'seating',
  photo: 'rattan.png',
};

/** Fills List Furniture halfway: text, a choice, a tag and a photo (uploaded before this returns). */
export async function fillHalfway(page: Page): Promise<void> {
  await page.getByLabel('Item name').fill(halfway.name);
  await page.getByLabel('Price (USD)').fill(halfway.price);
  await page.getByLabel('Description').fill(halfway.description);
  await page.getByLabel('Category').selectOption(halfway.category);
  await page.getByRole('group', { name: 'Style' }).getByText('Modern', { exact: true }).click();
  await page.getByTestId('photo-input').setInputFiles([photoFile(halfway.photo)]);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
}

/** The form shows every value fillHalfway typed, and its photo. */
export async function expectFilledHalfway(page: Page): Promise<void> {
  await expect(page.getByLabel('Item name')).toHaveValue(halfway.name);
  await expect(page.getByLabel('Price (USD)')).toHaveValue(halfway.price);
  await expect(page.getByLabel('Description')).toHaveValue(halfway.description);
  await expect(page.getByLabel('Category')).toHaveValue(halfway.category);
  await expect(page.getByRole('checkbox', { name: 'Modern' })).toBeChecked();
  await expect(page.getByTestId('photo')).toHaveCount(1);
  await expect(page.getByTestId('photo').getByRole('img')).toHaveJSProperty('complete', true);
  await expect(page.getByLabel('Property address')).toHaveValue('');
}

/** The form as a lister opens it with nothing kept: no offer, empty fields, no photo. */
export async function expectEmpty(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'List New Furniture' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Modern' })).toBeVisible();
  await expect(page.getByTestId('unsent-form-offer')).toHaveCount(0);
  await expect(page.getByLabel('Item name')).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByTestId('photo')).toHaveCount(0);
}
