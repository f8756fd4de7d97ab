import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './helpers';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/** A page of a back office list stays a screenful or a few, not a scroll of thousands of pixels. */
const tallestPage = 6000;

const number = (n: number) => n.toLocaleString('en-US');

/**
 * Opens a list and walks it with Next from the first page to the last: each page says which rows
 * of how many it shows and shows that many, and stays short; the last page has no next one.
 */
async function pageThrough(page: Page, list: { path: string; api: string; noun: string; perPage: number; rows: () => Locator }) {
  const { total } = (await (await page.request.get(`${list.api}?pageSize=1`)).json()) as { total: number };
  expect(total, 'the demo data spans several pages').toBeGreaterThan(list.perPage * 2);
  await page.goto(list.path);
  const range = page.getByTestId('page-range');
  const next = page.getByRole('navigation', { name: `Pages of ${list.noun}` }).getByRole('button', { name: 'Next' });
  let shown = 0;
  for (let first = 1; first <= total; first += list.perPage) {
    const last = Math.min(total, first + list.perPage - 1);
    await expect(range).toHaveText(`${number(first)}–${number(last)} of ${number(total)} ${list.noun}`);
    await expect(list.rows()).toHaveCount(last - first + 1);
    shown += last - first + 1;
    expect(await page.evaluate(() => document.documentElement.scrollHeight), `${list.path} from row ${first}`).toBeLessThan(tallestPage);
    if (first === 1 || last === total) await expectAccessible(page);
    if (last < total) await next.click();
  }
  expect(shown).toBe(total);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await next.press('Enter');
  await expect(range).toHaveText(`${number(total - ((total - 1) % list.perPage))}–${number(total)} of ${number(total)} ${list.noun}`);
  return total;
}

test.describe('Back office paging', () => {
  test.use({ viewport: desktop });

  test('an admin pages through every listing and every photo of the demo data, and exports every listing', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'admin@demo.test', 'admin1234');
    const listings = await pageThrough(page, {
      path: '/admin/furniture-listings/crud',
      api: '/api/admin/furniture-listings',
      noun: 'listings',
      perPage: 25,
      rows: () =>
        page
          .getByRole('table', { name: 'Listings' })
          .getByRole('row')
          .filter({ has: page.getByRole('cell') }),
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n'), 'the export holds every listing, not the page').toHaveLength(listings + 1);
    await pageThrough(page, {
      path: '/admin/furniture-listings/images',
      api: '/api/admin/furniture-images',
      noun: 'photos',
      perPage: 24,
      rows: () => page.getByTestId('admin-image'),
    });
  });
});

test.describe('Back office paging on a phone', () => {
  test.use({ viewport: phone });

  test('the paged listings, images and identifiers fit a 390 px phone', async ({ page }) => {
    await signIn(page, 'admin@demo.test', 'admin1234');
    for (const [path, noun] of [
      ['/admin/furniture-listings/crud', 'listings'],
      ['/admin/furniture-listings/images', 'photos'],
      ['/admin/furniture-listings/identifiers', 'identifiers'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: `Pages of ${noun}` })).toBeVisible();
      await page
        .getByRole('navigation', { name: `Pages of ${noun}` })
        .getByRole('button', { name: 'Next' })
        .click();
      await expect(page.getByTestId('page-range')).toHaveText(/^\d+–\d+ of /);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(phone.width);
    }
  });
});
