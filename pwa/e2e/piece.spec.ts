import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './axe';
import { apiProperties, isPast, upcomingProperties, waitForServiceWorker, ownSaveButton } from './helpers';

interface ApiPiece {
  id: string;
  name: string;
  price: number;
  status: string;
  images: string[];
}

interface ApiOpenHouse {
  id: number;
  address: string;
  companyName: string;
  furniture: ApiPiece[];
}

/** An open house still to come with an available piece that has more than one photo, and a sold piece. */
const findPieces = async (page: Page) => {
  for (const property of await upcomingProperties(page.request)) {
    const house = (await (await page.request.get(`/api/open-house/${property.id}`)).json()) as ApiOpenHouse;
    const piece = house.furniture.find((f) => f.status === 'pending' && f.images.length > 1);
    const sold = house.furniture.find((f) => f.status === 'sold');
    if (piece && sold) return { house, piece, sold };
  }
  throw new Error('no open house with a many-photo piece and a sold piece in the demo data');
};

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('A piece of its own', () => {
  test('a buyer opens a piece from an open house card: photos, price, Available, the open house and the company; it opens again offline', async ({
    page,
    context,
  }) => {
    const { house, piece } = await findPieces(page);
    await page.goto(`/open-house/${house.id}`);
    await page.getByTestId('gallery').getByRole('link', { name: piece.name }).click();
    await expect(page).toHaveURL(new RegExp(`/piece/${piece.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await expect(page).toHaveTitle(`${piece.name} | Stagehouse`);
    await expect(page.getByTestId('piece-status')).toHaveText('Available');
    await expect(page.getByText(`$${piece.price.toLocaleString('en-US')}`).first()).toBeVisible();
    await expect(page.getByText(house.address)).toBeVisible();
    await expect(page.getByRole('link', { name: house.companyName })).toBeVisible();

    const photo = page.getByRole('img', { name: new RegExp(`^${piece.name}, photo \\d of ${piece.images.length}$`) });
    await expect(photo).toHaveAttribute('src', piece.images[0]!);
    await page.getByRole('button', { name: `Next photo of ${piece.name}` }).click();
    await expect(photo).toHaveAttribute('src', piece.images[1]!);
    await page.getByLabel(/Left and right arrow keys/).press('ArrowLeft');
    await expect(photo).toHaveAttribute('src', piece.images[0]!);
    await page.getByRole('button', { name: `View photos of ${piece.name} full screen` }).click();
    await expect(page.getByRole('dialog').getByText(`Photo 1 of ${piece.images.length}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog').getByText(`Photo 2 of ${piece.images.length}`)).toBeVisible();
    await page.getByRole('button', { name: 'Close full screen view' }).click();
    await expectAccessible(page);

    await ownSaveButton(page, piece.name).click();
    await expect(page.getByRole('button', { name: `Remove ${piece.name} from saved pieces` }).first()).toBeVisible();

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await expect(page.getByText(house.address)).toBeVisible();
    await context.setOffline(false);

    await page.goto('/saved-pieces');
    const card = page.getByTestId('gallery').getByTestId('furniture-card').filter({ hasText: piece.name });
    await expect(card.getByRole('link', { name: 'Open house' })).toHaveAttribute('href', `/open-house/${house.id}`);
    await card.getByRole('link', { name: piece.name }).click();
    await expect(page).toHaveURL(new RegExp(`/piece/${piece.id}$`));
  });

  test('a sold piece reads Sold, with no heart; the link can be copied to share', async ({ page, context }) => {
    const { sold } = await findPieces(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/piece/${sold.id}`);
    await expect(page.getByTestId('piece-status')).toHaveText('Sold');
    await expect(page.getByRole('button', { name: new RegExp(`Save ${sold.name}|Remove ${sold.name}`) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/piece/${sold.id}`);
  });

  test('fits a phone: no sideways scroll at 390 px, and an unknown piece says so', async ({ page }) => {
    const { piece } = await findPieces(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/piece/${piece.id}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await page.goto('/piece/no-such-piece');
    await expect(page.getByRole('heading', { level: 1, name: 'Piece not found' })).toBeVisible();
  });
});

test('a piece of an open house that is over reads "Open house over", offers no Request to buy, and is not in the shop', async ({
  page,
}) => {
  // Its day and the pickup day after it have both passed.
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const past = (await apiProperties(page.request)).find((p) => isPast(p) && p.openHouseDate !== null && p.openHouseDate < twoDaysAgo)!;
  const house = (await (await page.request.get(`/api/open-house/${past.id}`)).json()) as ApiOpenHouse;
  const piece = house.furniture.find((f) => f.status === 'pending')!;
  await page.goto(`/piece/${piece.id}`);
  await expect(page.getByTestId('piece-status')).toHaveText('Open house over');
  await expect(page.getByTestId('open-house-over')).toHaveText('This open house is over: the piece cannot be requested any more.');
  await expect(page.getByRole('button', { name: 'Request to buy' })).toHaveCount(0);
  await expectAccessible(page);
  const found = (await (await page.request.get(`/api/pieces?q=${encodeURIComponent(piece.name)}&limit=48`)).json()) as {
    items: { id: string }[];
  };
  expect(found.items.map((item) => item.id)).not.toContain(piece.id);
});

test('a piece page offers similar pieces, and one opens with a tap', async ({ page }) => {
  let found: { id: string; similar: { id: string; name: string }[] } | undefined;
  for (const property of await upcomingProperties(page.request)) {
    const house = (await (await page.request.get(`/api/open-house/${property.id}`)).json()) as ApiOpenHouse;
    for (const piece of house.furniture.filter((f) => f.status === 'pending').slice(0, 2)) {
      const view = (await (await page.request.get(`/api/piece/${piece.id}`)).json()) as { similar: { id: string; name: string }[] };
      if (view.similar.length > 1) found = { id: piece.id, similar: view.similar };
    }
    if (found) break;
  }
  expect(found, 'a piece with similar pieces in the demo data').toBeDefined();
  await page.goto(`/piece/${found!.id}`);
  const section = page.getByRole('region', { name: 'Similar pieces' });
  await expect(section.getByTestId('furniture-card')).toHaveCount(found!.similar.length);
  await section.getByRole('link', { name: found!.similar[0]!.name }).click();
  await expect(page).toHaveURL(`/piece/${found!.similar[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: found!.similar[0]!.name })).toBeVisible();
});
