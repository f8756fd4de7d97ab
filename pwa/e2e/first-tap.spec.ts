import { expect, type Page, test } from './fixtures';
import { type FirstTap, firstTaps } from './first-taps';
import { isOpenHousePast } from '@stagehouse/shared/house-time';

/** The effect of each screen's first tap, held a moment later: made once, not undone by a second replay. */
const appliedOnce: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  },
  '/map': async (page) => expect(page.getByRole('dialog')).toHaveCount(1),
  '/open-house/{id}': async (page) => {
    // The heart fills at the tap; it is saved once the page answers.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForTimeout(500);
    await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(1);
    await page.getByRole('link', { name: 'Saved' }).first().click();
    await expect(page.getByTestId('furniture-card')).toHaveCount(1);
  },
  '/piece/{id}': async (page) => expect(page.getByRole('dialog')).toHaveCount(1),
  '/saved-pieces': async (page) => {
    await page.goBack();
    await expect(page).toHaveURL(/\/saved-pieces$/);
  },
  '/shop': async (page) => {
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('sofa');
    await expect(page).toHaveURL(/\/shop\?q=sofa$/);
  },
  '/browse-companies': async (page) => {
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Golden');
    await expect(page).toHaveURL(/search=Golden$/);
  },
  '/login': async (page) => {
    await page.waitForTimeout(500);
    await expect(page.getByLabel('Email')).toBeVisible();
  },
};

test.describe('a tap the moment a control shows, on a phone-speed CPU', () => {
  let taps: FirstTap[] = [];
  test.beforeAll(async ({ request }) => {
    taps = await firstTaps(
      async (path) => (await request.get(path)).json(),
      (house) => !isOpenHousePast(house.openHouseDate, house.state),
    );
  });

  for (const screen of Object.keys(appliedOnce)) {
    test(`${screen}: takes effect once`, async ({ page, context }) => {
      const tap = taps.find((t) => t.screen === screen)!;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The app's code is held back until the tap is made, so the tap surely comes before the page answers.
      let tapped: () => void = () => undefined;
      const tapMade = new Promise<void>((resolve) => {
        tapped = resolve;
      });
      if (tap.drawnByServer) {
        await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
          await tapMade;
          await route.continue();
        });
      }
      await page.goto(tap.path, { waitUntil: 'commit' });
      const control = tap.control(page);
      await control.waitFor({ state: 'visible' });
      if (tap.drawnByServer) expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      await control.click();
      if (tap.typed) await control.pressSequentially(tap.typed);
      // A held tap shows on its control at once.
      if (tap.held) await expect(control).toHaveAttribute('data-held', '');
      tapped();
      await page.waitForFunction(tap.done, undefined, { timeout: 20_000 });
      await appliedOnce[screen]!(page);
    });
  }
});

test('a heart tapped before the page has hydrated saves a piece already saved on the device, never unsaves it', async ({
  page,
  request,
}) => {
  const taps = await firstTaps(
    async (path) => (await request.get(path)).json(),
    (house) => !isOpenHousePast(house.openHouseDate, house.state),
  );
  const house = taps.find((t) => t.screen === '/open-house/{id}')!;
  await page.goto(house.path);
  const heart = house.control(page);
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '');
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from saved pieces` })).toHaveAttribute('aria-pressed', 'true');

  // Drawn by the server, every heart is empty: the tap asks to save what the device already has.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const drawn = page.getByRole('button', { name: `Save ${name}` });
  await drawn.click();
  await expect(drawn).toHaveAttribute('data-held', '');
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(page.getByRole('button', { name: `Remove ${name} from saved pieces` })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  await page.getByRole('link', { name: 'Saved' }).first().click();
  await expect(page.getByTestId('furniture-card').filter({ hasText: name })).toHaveCount(1);
});

test('a page whose code cannot arrive lets a held tap go and says it could not start, with Reload', async ({ page, request }) => {
  const taps = await firstTaps(
    async (path) => (await request.get(path)).json(),
    (house) => !isOpenHousePast(house.openHouseDate, house.state),
  );
  const piece = taps.find((t) => t.screen === '/piece/{id}')!;
  // As when a new build has replaced the files the page was drawn with.
  await page.route(/\/assets\/piece-page-[\w-]{8}\.js$/, (route) => route.fulfill({ status: 404 }));
  let tapped: () => void = () => undefined;
  const tapMade = new Promise<void>((resolve) => {
    tapped = resolve;
  });
  await page.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
    await tapMade;
    await route.continue();
  });
  await page.goto(piece.path, { waitUntil: 'commit' });
  const control = piece.control(page);
  await control.click();
  await expect(control).toHaveAttribute('data-held', '');
  tapped();
  await expect(page.getByRole('alert').filter({ hasText: 'Stagehouse could not start on this page.' })).toBeVisible();
  await expect(control).not.toHaveAttribute('data-held');
  await page.unroute(/\/assets\/piece-page-[\w-]{8}\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await piece.control(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
