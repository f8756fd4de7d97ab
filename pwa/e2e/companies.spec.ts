import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

interface ApiCompany {
  id: number;
  name: string;
  type: string;
  rating: number;
  soldItems: number;
  reviewCount: number;
}

test.describe('Companies', () => {
  test('search, type and location filters, and sorts, from the server', async ({ page, request }) => {
    const all: ApiCompany[] = await (await request.get('/api/companies')).json();
    const realtors: ApiCompany[] = await (await request.get('/api/companies?type=realtor')).json();
    const bayArea: ApiCompany[] = await (await request.get('/api/companies?location=94')).json();
    const byRating: ApiCompany[] = await (await request.get('/api/companies?sort=rating')).json();

    await page.goto('/browse-companies');
    const cards = page.getByTestId('company-list').getByRole('listitem');
    await expect(cards).toHaveCount(all.length);
    await expectAccessible(page);

    await page.getByLabel('Search').fill(all[0]!.name.split(' ')[0]!);
    await expect(cards.first()).toContainText(all[0]!.name);
    await page.getByLabel('Search').fill('');

    await page.getByLabel('Type').selectOption('realtor');
    await expect(cards).toHaveCount(realtors.length);
    await page.getByLabel('Type').selectOption('all');
    await page.getByLabel('Location').selectOption('94');
    await expect(cards).toHaveCount(bayArea.length);
    await page.getByLabel('Location').selectOption('');
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(cards.first()).toContainText(byRating[0]!.name);
    await expect(page).toHaveURL(/sort=rating/);

    await cards.first().getByRole('button', { name: 'Quick View' }).click();
    await expect(page.getByRole('dialog')).toContainText(byRating[0]!.name);
    await page.getByRole('dialog').getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${byRating[0]!.id}$`));
  });

  test('the profile has Furniture, About and Reviews tabs and the Available/Sold filter', async ({ page, request }) => {
    const all: ApiCompany[] = await (await request.get('/api/companies')).json();
    const company = all.find((c) => c.soldItems > 0 && c.reviewCount > 0)!;
    await page.goto(`/company-profile/${company.id}`);
    await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sold', exact: true }).click();
    const items = page.getByTestId('company-furniture').getByRole('listitem');
    await expect(items).toHaveCount(company.soldItems);
    for (const text of await items.allTextContents()) expect(text).toContain('sold');

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/★/);
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Team size');
  });

  test('an unknown company says so', async ({ page }) => {
    await page.goto('/company/99999');
    await expect(page.getByRole('heading', { name: 'Company Not Found' })).toBeVisible();
  });
});
