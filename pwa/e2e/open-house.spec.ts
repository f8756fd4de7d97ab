import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { apiProperties } from './helpers';

interface ApiOpenHouse {
  id: number;
  address: string;
  companyId: number;
  companyName: string;
  zipCode: string;
  rsvpCount: number;
  furniture: { id: string; name: string; status: string }[];
  heldPieceIds: string[];
}

test.describe('Open house', () => {
  test('shows its available pieces and counts them, its held pieces as On hold, the company link and About This House', async ({
    page,
    request,
  }) => {
    // A house with its open house date set, so the About card is there (a house without one has no card).
    const first = (await apiProperties(request)).find((p) => p.openHouseDate !== null);
    const house: ApiOpenHouse = await (await request.get(`/api/open-house/${first!.id}`)).json();
    const available = house.furniture.filter((f) => f.status === 'pending' && !house.heldPieceIds.includes(f.id)).length;
    const listed = house.furniture.filter((f) => f.status === 'pending').length;
    expect(house.furniture.length, 'the demo house also has a sold piece, which is not shown').toBeGreaterThan(available);

    await page.goto(`/open-house/${house.id}`);
    await expect(page.getByRole('heading', { level: 1, name: house.address })).toBeVisible();
    await expect(page.getByText(`${available} ${available === 1 ? 'Piece' : 'Pieces'} Available`)).toBeVisible();
    await expect(page.getByText(`Zip code ${house.zipCode}`)).toBeVisible();
    await expect(page.getByTestId('gallery').getByTestId('furniture-card')).toHaveCount(listed);
    await expect(page.getByTestId('gallery').getByText('On hold', { exact: true })).toHaveCount(listed - available);
    await expect(page.getByRole('heading', { name: 'About This House' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: house.companyName }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${house.companyId}$`));
    await expect(page.getByRole('heading', { level: 1, name: house.companyName })).toBeVisible();
  });

  test('is a swipe carousel on a phone', async ({ page, request }) => {
    const [first] = await apiProperties(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/open-house/${first!.id}`);
    const gallery = page.getByTestId('gallery');
    await expect(gallery).toBeVisible();
    expect(await gallery.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).scrollSnapType])).toEqual([
      'flex',
      'x mandatory',
    ]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await gallery.evaluate((el) => getComputedStyle(el).display), 'a grid on a larger screen').toBe('grid');
  });

  test('Back to Map returns to the map', async ({ page, request }) => {
    const [first] = await apiProperties(request);
    await page.goto(`/open-house/${first!.id}`);
    await page.getByRole('link', { name: 'Back to Map' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test('an unknown open house says so', async ({ page }) => {
    await page.goto('/open-house/999999');
    await expect(page.getByRole('heading', { name: 'Open House Not Found' })).toBeVisible();
    await expect(page.getByText("The open house you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Map' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });
});
