import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { expectAccessible, settled } from './axe';
import { apiProperties, scrollNearbyListToEnd, signIn, upcomingProperties, ownSaveButton, mapProperties } from './helpers';

const phone = { width: 390, height: 844 };

interface ApiOpenHouse {
  id: number;
  address: string;
  furniture: { id: string; name: string; status: string }[];
}

/**
 * Opens a path on the phone, waits for its heading and its content, and checks that nothing makes the page
 * scroll sideways and that it passes axe, every control a thumb's size included.
 */
const expectFitsPhone = async (page: Page, path: string, heading: string | RegExp, content?: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  if (content) await expect(page.getByTestId(content).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);
};

/** Contacts with long names, addresses and companies, as phones export them. */
const importLongContacts = async (page: Page) => {
  const csv =
    'name,email,phone,company\n' +
    'Alexandra Montgomery-Whitfield,alexandra.montgomery-whitfield@an-extraordinarily-long-domain-name.example,+1 (555) 010-0199,Montgomery Whitfield Luxury Home Staging and Interior Design\n' +
    ',kim@mail.example,555-0101,\n';
  const answer = await page.request.post('/api/contacts/import', {
    multipart: { file: { name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(answer.ok()).toBe(true);
};

/** A piece a visitor may ask to buy, with several photos: listed, not held, in an open house to come that has pickup windows. */
const requestablePiece = async (request: APIRequestContext) => {
  for (const property of await upcomingProperties(request)) {
    const house = (await (await request.get(`/api/open-house/${property.id}`)).json()) as ApiOpenHouse;
    for (const { id } of house.furniture.filter((f) => f.status === 'pending')) {
      const view = (await (await request.get(`/api/piece/${id}`)).json()) as {
        piece: { id: string; name: string; images: string[] };
        house: { pickupSlots: unknown[] } | null;
        onHold: boolean;
      };
      if (view.piece.images.length > 1 && view.house && view.house.pickupSlots.length > 0 && !view.onHold) return view.piece;
    }
  }
  throw new Error('no piece of the demo data can be asked for');
};

/** Each control, as drawn once nothing moves (a dialog grows as it opens), is at least 44 px each way: a target for a thumb. */
const expectThumbSized = async (controls: Locator) => {
  await expect(controls.first()).toBeVisible();
  await settled(controls.page());
  for (const control of await controls.all()) {
    const { width, height } = (await control.boundingBox())!;
    const name = await control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.className);
    expect(Math.min(width, height), `${name} is ${Math.round(width)} x ${Math.round(height)} px`).toBeGreaterThanOrEqual(44);
  }
};

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The notice titled `title` shows, once it has slid in, clear of the header and of the page's primary button on screen. */
const expectNoticeClear = async (page: Page, title: string, primary: Locator) => {
  const notice = page.getByTestId('toast').filter({ hasText: title });
  await expect(notice).toBeVisible();
  await notice.evaluate((toast) => Promise.all(toast.getAnimations().map((a) => a.finished)));
  await expect(primary).toBeInViewport();
  const box = (await notice.boundingBox())!;
  expect(overlap(box, (await page.getByRole('banner').boundingBox())!), 'the notice covers the header').toBe(false);
  expect(overlap(box, (await primary.boundingBox())!), 'the notice covers the primary button').toBe(false);
};

test.use({ viewport: phone });

test('every screen a buyer reaches fits a 390 px phone and passes axe', async ({ page, request }) => {
  // axe goes through every screen.
  test.slow();
  const property = (await apiProperties(request))[0]!;
  const house = (await (await request.get(`/api/open-house/${property.id}`)).json()) as ApiOpenHouse;
  const piece = house.furniture.find((f) => f.status === 'pending')!;
  const company = ((await (await request.get('/api/companies')).json()) as { id: number; name: string }[])[0]!;

  await expectFitsPhone(page, '/', 'Staged furniture from open houses');
  await expectFitsPhone(page, '/map', 'Browse Furniture', 'nearby-list');
  await expectFitsPhone(page, `/open-house/${house.id}`, house.address);
  await expectFitsPhone(page, `/piece/${piece.id}`, piece.name);
  await ownSaveButton(page, piece.name).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to saved pieces' })).toBeVisible();
  await expectFitsPhone(page, '/saved-pieces', 'Saved Pieces', 'furniture-card');
  await expectFitsPhone(page, '/browse-companies', /Companies/, 'company-list');
  await expectFitsPhone(page, `/company/${company.id}`, company.name);
  await expectFitsPhone(page, '/my-requests', 'My requests');
  await expectFitsPhone(page, '/login', 'Login');
});

test('a notice covers neither the header nor the primary button: on a piece, and at the foot of the list form', async ({
  page,
  request,
}) => {
  const piece = await requestablePiece(request);
  await page.goto(`/piece/${piece.id}`);
  await ownSaveButton(page, piece.name).click();
  await expectNoticeClear(page, 'Added to saved pieces', page.getByRole('button', { name: 'Request to buy' }));

  await signIn(page, 'stager@demo.test', 'demo1234');
  // The service worker sends the app's requests: only the context's routes see them.
  await page.context().route('**/api/mls/**', (route) => route.fulfill({ status: 503, body: 'MLS provider down' }));
  await page.goto('/list-furniture');
  await page.getByLabel('MLS number').fill('123456');
  await page.getByRole('button', { name: 'Look up' }).click();
  // The form's foot, with List Furniture at the bottom of the screen.
  await page.mouse.wheel(0, 10_000);
  await expectNoticeClear(page, 'Lookup Not Available', page.getByRole('button', { name: 'List Furniture' }));
});

test('the controls a buyer and a lister tap are at least 44 px each way', async ({ page, request }) => {
  const piece = await requestablePiece(request);
  await page.goto(`/piece/${piece.id}`);
  await page.keyboard.press('Tab');
  await expectThumbSized(page.getByRole('link', { name: 'Skip to content' }));
  const header = page.getByRole('banner');
  await expectThumbSized(header.getByRole('link', { name: 'Stagehouse' }));
  await expectThumbSized(header.getByRole('button', { name: 'Open menu' }));
  await expectThumbSized(page.getByRole('button', { name: new RegExp(`^(Previous|Next) photo of ${piece.name}$`) }));
  await expectThumbSized(page.getByRole('button', { name: `View photos of ${piece.name} full screen` }));
  await expectThumbSized(ownSaveButton(page, piece.name));
  await expectThumbSized(page.getByRole('button', { name: 'Share' }));
  await expectThumbSized(page.getByRole('link', { name: 'See the open house' }));
  await page.getByRole('button', { name: `View photos of ${piece.name} full screen` }).click();
  const full = page.getByRole('dialog', { name: piece.name });
  await expectThumbSized(full.getByRole('button', { name: /photo of|Close full screen view/ }));
  await page.keyboard.press('Escape');

  await header.getByRole('button', { name: 'Open menu' }).click();
  await expectThumbSized(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Browse' }).click();
  await expect(page.getByTestId('nearby-list').getByRole('listitem').first()).toBeVisible();
  await expectThumbSized(page.getByRole('button', { name: /^Zoom (in|out)$/ }));
  await expectThumbSized(page.locator('.leaflet-marker-icon.leaflet-interactive'));
  await expectThumbSized(page.getByRole('switch', { name: 'Show past' }));
  await expectThumbSized(page.getByTestId('nearby-list').getByRole('link'));

  await signIn(page, 'stager@demo.test', 'demo1234');
  await expectThumbSized(header.getByTestId('sync-status'));
  await page.goto('/list-furniture');
  await expectThumbSized(page.getByRole('group', { name: 'Tags' }).getByRole('checkbox'));
  await page.goto('/pending');
  await expect(page.getByTestId('furniture-card').first()).toBeVisible();
  await expectThumbSized(page.getByTestId('furniture-card').getByRole('button', { name: /^(Edit|Remove)$/ }));
  await expectThumbSized(page.getByTestId('furniture-card').getByRole('link'));
});

test('every screen a signed-in lister reaches fits a 390 px phone and passes axe; Sales and Network are cards there', async ({ page }) => {
  // axe goes through every screen.
  test.slow();
  await signIn(page, 'stager@demo.test', 'demo1234');
  await importLongContacts(page);

  await expectFitsPhone(page, '/sales', 'Sales Dashboard', 'sold-table');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Recently sold pieces' }).getByRole('listitem').first()).toContainText('Delivered');

  await expectFitsPhone(page, '/network', 'Network and Contacts', 'contacts-table');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Imported contacts' })).toContainText(
    'alexandra.montgomery-whitfield@an-extraordinarily-long-domain-name.example',
  );

  await expectFitsPhone(page, '/list-furniture', 'List New Furniture');
  await expectFitsPhone(page, '/pending', /Pending/, 'furniture-card');
  await expectFitsPhone(page, '/requests', 'Requests');
  await expectFitsPhone(page, '/account-settings', 'Account Settings');
  await expectFitsPhone(page, '/map', 'Browse Furniture', 'nearby-list');
  await expectFitsPhone(page, '/saved-pieces', /Saved Pieces/);
  await expectFitsPhone(page, '/browse-companies', /Companies/, 'company-list');
});

test('the header of a signed-in phone reads: name on the left, sync status beside the menu toggle', async ({ page }) => {
  await signIn(page, 'realtor@demo.test', 'demo1234');
  const header = page.getByRole('banner');
  const name = await header.getByRole('link', { name: 'Stagehouse' }).boundingBox();
  const sync = await header.getByTestId('sync-status').boundingBox();
  const toggle = await header.getByRole('button', { name: 'Open menu' }).boundingBox();
  expect(sync!.x).toBeGreaterThan(name!.x + name!.width);
  expect(toggle!.x - (sync!.x + sync!.width), 'the sync pill sits beside the toggle').toBeLessThan(24);
  expect(Math.abs(sync!.y + sync!.height / 2 - (toggle!.y + toggle!.height / 2))).toBeLessThan(2);
});

test('the signed-in menu on a phone leads to Shop, Browse, Companies and Saved', async ({ page }) => {
  await signIn(page, 'realtor@demo.test', 'demo1234');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const [item, path, heading] of [
    ['Shop', '/shop', 'Shop'],
    ['Browse', '/map', 'Browse Furniture'],
    ['Companies', '/browse-companies', /Companies/],
    ['Saved', '/saved-pieces', /Saved Pieces/],
  ] as const) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: item }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(menu).toBeHidden();
  }
});

test('the map list on a phone starts with a first page of open houses and loads more on scrolling to its end', async ({
  page,
  request,
}) => {
  const all = await mapProperties(request);
  await page.goto('/map');
  await expect(page.getByTestId('properties-count')).toHaveText(`${all.length} Properties`);
  const items = page.getByTestId('nearby-list').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const first = await items.count();
  expect(first).toBeLessThan(all.length);
  expect(await page.evaluate(() => document.documentElement.scrollHeight), 'the page is not as tall as every card').toBeLessThan(4000);

  // The list is nearest first to the map's centre, so it may reorder while the map settles.
  await expect(async () => {
    await items.last().scrollIntoViewIfNeeded({ timeout: 1000 });
    expect(await items.count()).toBeGreaterThan(first);
  }).toPass();
  await scrollNearbyListToEnd(page, all.length);
  await expect(page.getByTestId('nearby-more')).toHaveCount(0);
});

test('a sold piece opens from its card on Sales, can be edited, and the form goes back to Sales', async ({ page }) => {
  await signIn(page, 'stager@demo.test', 'demo1234');
  const card = page.getByRole('list', { name: 'Recently sold pieces' }).getByRole('listitem').first();
  const link = card.getByRole('link', { name: /^Edit / });
  const name = (await link.textContent())!;
  const id = new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('id');
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/edit-furniture\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Furniture' })).toBeVisible();
  await expect(page.getByLabel('Item name')).toHaveValue(name);
  await expect(page.getByLabel('Status')).toHaveValue('sold');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  const buyer = `Picked up by Jo ${Date.now()}`;
  await page.getByLabel('Buyer (when sold)').fill(buyer);
  await page.getByRole('button', { name: 'Update Furniture' }).click();
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByRole('list', { name: 'Recently sold pieces' }).getByRole('listitem').filter({ hasText: name })).toContainText(
    buyer,
  );

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/sales$/);
});

test.describe('the phone menu', () => {
  test.use({ hasTouch: true });

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    return menu;
  };

  test('closes on Escape and gives the focus back to its toggle', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Companies' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("closes when the browser goes back or forward within the app's page", async ({ page }) => {
    await page.goto('/');
    await (await openMenu(page)).getByRole('link', { name: 'Browse' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Furniture' })).toBeVisible();
    // Back and forward stay on this page load: the app, not a new page, follows them.
    await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));

    const menu = await openMenu(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Staged furniture from open houses' })).toBeVisible();
    await expect(menu).toBeHidden();

    await openMenu(page);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Furniture' })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  });
});
