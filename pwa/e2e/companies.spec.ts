import { expect, test } from './fixtures';
import { expectAccessible } from './axe';

interface ApiCompany {
  id: number;
  name: string;
  type: string;
  description: string;
  rating: number;
  soldItems: number;
  reviewCount: number;
}

interface ApiCompanyProfile extends ApiCompany {
  specialties: string[];
}

test.describe('Companies', () => {
  test('search, type and location filters, and sorts, from the server', async ({ page, request }) => {
    const all: ApiCompany[] = await (await request.get('/api/companies')).json();
    const realtors: ApiCompany[] = await (await request.get('/api/companies?type=realtor')).json();
    const locations: string[] = await (await request.get('/api/companies/locations')).json();
    const place = locations[0]!;
    const there: ApiCompany[] = await (await request.get(`/api/companies?location=${encodeURIComponent(place)}`)).json();
    expect(there.length).toBeGreaterThan(0);
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
    await expect(page.getByLabel('Location').getByRole('option')).toHaveText(['All locations', ...locations]);
    await page.getByLabel('Location').selectOption(place);
    await expect(cards).toHaveCount(there.length);
    for (const text of await cards.allTextContents()) expect(text).toContain(place);
    await page.getByLabel('Location').selectOption('');
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(cards.first()).toContainText(byRating[0]!.name);
    await expect(page).toHaveURL(/sort=rating/);

    await cards.first().getByRole('button', { name: 'Quick View' }).click();
    await expect(page.getByRole('dialog')).toContainText(byRating[0]!.name);
    await page.getByRole('dialog').getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${byRating[0]!.id}$`));
  });

  test('the search finds a company by one of its specialties', async ({ page, request }) => {
    const all: ApiCompany[] = await (await request.get('/api/companies')).json();
    const profiles: ApiCompanyProfile[] = await Promise.all(all.map(async (c) => (await request.get(`/api/company/${c.id}`)).json()));
    // A specialty that neither the name nor the description mentions, so only the specialty can match.
    const [company, specialty] = profiles
      .flatMap((c) => c.specialties.map((s) => [c, s] as const))
      .find(([c, s]) => !`${c.name} ${c.description}`.toLowerCase().includes(s.toLowerCase()))!;
    const expected: ApiCompany[] = await (await request.get(`/api/companies?search=${encodeURIComponent(specialty)}`)).json();

    await page.goto('/browse-companies');
    const cards = page.getByTestId('company-list').getByRole('listitem');
    await expect(cards).toHaveCount(all.length);
    await page.getByLabel('Search').fill(specialty.toUpperCase());
    await expect(cards).toHaveCount(expected.length);
    await expect(cards.getByRole('heading', { name: company.name })).toBeVisible();
    await expect(page).toHaveURL(/search=/);
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

    // By name: the panel left behind stays in the page while it closes.
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toContainText(/★/);
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByRole('tabpanel', { name: 'About' })).toContainText('Team size');
  });

  test('an unknown company says so', async ({ page }) => {
    await page.goto('/company/99999');
    await expect(page.getByRole('heading', { name: 'Company Not Found' })).toBeVisible();
  });
});
