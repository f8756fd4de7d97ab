import { expect, type Page, test } from './fixtures';
import { expectAccessible } from './axe';
import { freePieceOfStager, holdPiece, signIn, uniqueEmail, waitForServiceWorker } from './helpers';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a buyer asks for a piece offline; the lister sees it live with a count, accepts, and marks it sold; the buyer and a visitor see the hold and the sale without reloading', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const buyerContext = await browser.newContext();
  const listerContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  try {
    const buyer = await buyerContext.newPage();
    const { piece, house } = await freePieceOfStager(buyer.request);
    const name = `Buyer ${Date.now()}`;

    await buyer.goto(`/piece/${piece.id}`);
    await expect(buyer.getByTestId('piece-status')).toHaveText('Available');
    await waitForServiceWorker(buyer);
    await buyerContext.setOffline(true);
    await buyer.getByRole('button', { name: 'Request to buy' }).click();
    const dialog = buyer.getByRole('dialog');
    await expect(dialog.getByLabel('Your offer (USD)')).toHaveValue(String(piece.price));
    await dialog.getByLabel('Your offer (USD)').fill(String(Math.floor(piece.price / 4)));
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByLabel('Email').fill(uniqueEmail('buyer'));
    await dialog.getByLabel('Phone').fill('555-0142');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText(/Offer at least .*, half the asking price/)).toBeVisible();
    await dialog.getByLabel('Your offer (USD)').fill(String(piece.price));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('You are offline: your request is saved on this device')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(buyer.getByTestId('own-request')).toContainText('You asked for this piece');

    const lister = await listerContext.newPage();
    await signIn(lister, 'stager@demo.test', 'demo1234');
    await lister
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Requests/ })
      .click();
    await expect(lister).toHaveURL(/\/requests$/);
    const card = lister.getByTestId('incoming-request').filter({ hasText: name });
    await expect(card).toHaveCount(0);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/piece/${piece.id}`);
    await expect(visitor.getByTestId('piece-status')).toHaveText('Available');
    // The visitor also has the open house and the map open, in other tabs of the same browser.
    const visitorHouse = await visitorContext.newPage();
    await visitorHouse.goto(`/open-house/${house.id}`);
    const gallery = visitorHouse.getByRole('region', { name: 'Furniture Gallery' }).getByTestId('gallery');
    await expect(gallery.getByText(piece.name, { exact: true })).toBeVisible();
    const badgeBefore = Number((await visitorHouse.getByText(/Pieces? Available$/).textContent())!.split(' ')[0]);
    const visitorMap = await visitorContext.newPage();
    await visitorMap.goto(`/map?zip=${house.zipCode}`);
    const mapCard = visitorMap.getByRole('listitem').filter({ hasText: house.address });
    const countBefore = Number((await mapCard.getByText(/ items? · /).textContent())!.split(' ')[0]);

    // Back online, the request is sent; the lister's open screen and menu show it without a reload.
    await buyerContext.setOffline(false);
    await buyer.goto('/my-requests');
    const mine = buyer.getByTestId('my-request').filter({ hasText: piece.name });
    await expect(mine.getByTestId('request-status')).toHaveText('Waiting for an answer');
    await expectAccessible(buyer);
    await expect(card).toContainText(`${name} offers`, { timeout: 5000 });
    await expect(card.getByTestId('request-status')).toHaveText('New');
    await expect(lister.getByRole('navigation', { name: 'Main' }).getByTestId('waiting-requests')).toBeVisible();
    await expectAccessible(lister);

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByTestId('request-status')).toHaveText('Accepted: piece on hold');
    await expect(visitor.getByTestId('piece-status'), 'the visitor sees the hold without reloading').toHaveText('On hold', {
      timeout: 5000,
    });
    await expect(visitor.getByRole('button', { name: 'Request to buy' })).toHaveCount(0);
    // The visitor asks to hear if it comes back.
    await visitor.getByRole('button', { name: 'Tell me if it comes back' }).click();
    await visitor.getByRole('form', { name: 'Tell me if it comes back' }).getByLabel('Email').fill('waiting.visitor@example.com');
    await visitor.getByRole('button', { name: 'Email me', exact: true }).click();
    await expect(visitor.getByTestId('comes-back-told')).toHaveText('We will email you if it comes back (waiting.visitor@example.com).');
    await expectAccessible(visitor);
    await expect(
      gallery.getByTestId('furniture-card').filter({ hasText: piece.name }),
      'the held piece stays in the open house gallery, on hold',
    ).toContainText('On hold', { timeout: 5000 });
    await expect(visitorHouse.getByText(/Pieces? Available$/)).toHaveText(
      `${badgeBefore - 1} ${badgeBefore - 1 === 1 ? 'Piece' : 'Pieces'} Available`,
    );
    if (countBefore === 1) await expect(mapCard, 'and the map').toHaveCount(0, { timeout: 5000 });
    else await expect(mapCard.getByText(/ items? · /), 'and the map').toContainText(`${countBefore - 1} item`, { timeout: 5000 });
    await expect(mine.getByTestId('request-status'), 'the buyer sees the answer without reloading').toHaveText(
      'Accepted: on hold for you',
      { timeout: 5000 },
    );
    await expect(mine).toContainText('Pick it up at');

    await card.getByRole('button', { name: 'Mark sold' }).click();
    const confirmSale = lister.getByRole('dialog', { name: `Mark ${piece.name} sold` });
    await expect(confirmSale).toContainText(`buys it for`);
    await expect(card.getByTestId('request-status'), 'nothing is sold before the lister says yes').toHaveText('Accepted: piece on hold');
    await confirmSale.getByRole('button', { name: 'Mark sold' }).click();
    await expect(card.getByTestId('request-status')).toHaveText('Sold');
    await expect(visitor.getByTestId('piece-status'), 'and the sale').toHaveText('Sold', { timeout: 5000 });
    await lister.goto('/sales');
    await expect(lister.getByTestId('sold-table')).toContainText(piece.name);
  } finally {
    await Promise.all([buyerContext.close(), listerContext.close(), visitorContext.close()]);
  }
});

test('the lister answers offline: the answers wait on the cards, go once the connection returns, an acceptance is applied once, and one the buyer made moot comes back with the reason', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const buyerContext = await browser.newContext();
  const listerContext = await browser.newContext();
  try {
    const buyer = await buyerContext.newPage();
    const { piece, house } = await freePieceOfStager(buyer.request);
    const ask = async (buyerName: string) => {
      const asked = await buyer.request.post('/api/requests', {
        data: {
          furnitureId: piece.id,
          offeredPrice: piece.price,
          pickup: house.pickupSlots[0],
          buyerName,
          buyerEmail: uniqueEmail('offline'),
          buyerPhone: '555-0144',
        },
      });
      expect(asked.status()).toBe(201);
      return (await asked.json()) as { request: { id: string; version: number }; accessToken: string };
    };
    const stamp = Date.now();
    const first = await ask(`First ${stamp}`);
    const second = await ask(`Second ${stamp}`);
    const read = async ({ request, accessToken }: typeof first) =>
      (await (await buyer.request.get(`/api/requests/${request.id}`, { headers: { 'X-Request-Token': accessToken } })).json()) as {
        status: string;
        version: number;
        pickupAddress: string | null;
      };

    const lister = await listerContext.newPage();
    await signIn(lister, 'stager@demo.test', 'demo1234');
    await lister.goto('/requests');
    await waitForServiceWorker(lister);
    const firstCard = lister.getByTestId('incoming-request').filter({ hasText: `First ${stamp}` });
    const secondCard = lister.getByTestId('incoming-request').filter({ hasText: `Second ${stamp}` });
    await expect(firstCard.getByTestId('request-status')).toHaveText('New');

    await listerContext.setOffline(true);
    await firstCard.getByRole('button', { name: 'Accept' }).click();
    await expect(firstCard.getByTestId('request-status')).toHaveText('Accepted: piece on hold');
    await expect(firstCard.getByTestId('answer-waiting')).toHaveText('Waiting to sync');
    await secondCard.getByRole('button', { name: 'Decline' }).click();
    await lister.getByRole('dialog').getByLabel('Reason (optional)').fill('Promised to another buyer');
    await lister.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect(secondCard.getByTestId('request-status')).toHaveText('Declined');
    await expect(secondCard.getByTestId('answer-waiting')).toBeVisible();
    await expect(lister.getByTestId('sync-status')).toHaveText('Offline · 2 waiting');
    expect((await read(first)).status, 'nothing is sent while offline').toBe('open');

    // Meanwhile the second buyer withdraws.
    const withdrawn = await buyer.request.post(`/api/requests/${second.request.id}/answer`, {
      headers: { 'X-Request-Token': second.accessToken, 'If-Match': `"${second.request.version}"` },
      data: { answer: 'withdraw' },
    });
    expect(withdrawn.ok()).toBe(true);

    await listerContext.setOffline(false);
    await expect(firstCard.getByTestId('answer-waiting')).toHaveCount(0, { timeout: 15_000 });
    await expect(firstCard.getByTestId('request-status')).toHaveText('Accepted: piece on hold');
    expect(await read(first), 'the acceptance is applied once').toMatchObject({
      status: 'accepted',
      version: first.request.version + 1,
      pickupAddress: expect.any(String),
    });
    await expect(secondCard.getByTestId('answer-refused')).toContainText(
      'Your answer was not sent: This request is withdrawn: it cannot be changed that way',
    );
    await expect(secondCard.getByTestId('request-status')).toHaveText('Withdrawn by the buyer');
    await expectAccessible(lister);
    await secondCard.getByRole('button', { name: 'Dismiss' }).click();
    await expect(secondCard.getByTestId('answer-refused')).toHaveCount(0);
    await expect(lister.getByTestId('sync-status')).toHaveText('Synced');

    // Read again from the server: one acceptance.
    await lister.reload();
    await expect(firstCard.getByTestId('request-status')).toHaveText('Accepted: piece on hold');
    expect((await read(first)).version).toBe(first.request.version + 1);
    await buyer.goto(`/piece/${piece.id}`);
    await expect(buyer.getByTestId('piece-status'), 'buyers see the hold').toHaveText('On hold');
  } finally {
    await Promise.all([buyerContext.close(), listerContext.close()]);
  }
});

test('a signed-out buyer accepts a counter-offer offline: it waits on the card, goes once the connection returns, is applied once, and the lister sees it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const buyerContext = await browser.newContext();
  const listerContext = await browser.newContext();
  try {
    const buyer = await buyerContext.newPage();
    const { piece } = await freePieceOfStager(buyer.request);
    const name = `Counter ${Date.now()}`;
    await buyer.goto(`/piece/${piece.id}`);
    await buyer.getByRole('button', { name: 'Request to buy' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByLabel('Your offer (USD)').fill(String(Math.ceil(piece.price * 0.6)));
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByLabel('Email').fill(uniqueEmail('counter'));
    await dialog.getByLabel('Phone').fill('555-0145');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The lister counters; the buyer's device holds the request's token, and reads the counter-offer with it.
    const lister = await listerContext.newPage();
    await signIn(lister, 'stager@demo.test', 'demo1234');
    type Incoming = { id: string; buyerName: string; status: string; version: number; offeredPrice: number };
    const incoming = async () =>
      ((await (await lister.request.get('/api/requests/incoming')).json()) as Incoming[]).find((r) => r.buyerName === name)!;
    const asked = await incoming();
    const counterPrice = Math.ceil(piece.price * 0.8);
    const countered = await lister.request.post(`/api/requests/${asked.id}/counter`, {
      headers: { 'If-Match': `"${asked.version}"` },
      data: { counterPrice: String(counterPrice) },
    });
    expect(countered.ok()).toBe(true);
    await buyer.goto('/my-requests');
    await waitForServiceWorker(buyer);
    const card = buyer.getByTestId('my-request').filter({ hasText: piece.name });
    await expect(card.getByTestId('request-status')).toHaveText('Counter-offer');

    await buyerContext.setOffline(true);
    await card.getByRole('button', { name: /^Accept \$/ }).click();
    await expect(card.getByTestId('request-status')).toHaveText('Accepted: on hold for you');
    await expect(card.getByTestId('answer-waiting')).toHaveText('Waiting to sync');
    await expect(card.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
    expect((await incoming()).status, 'nothing is sent while offline').toBe('countered');

    await buyerContext.setOffline(false);
    await expect(card.getByTestId('answer-waiting')).toHaveCount(0, { timeout: 15_000 });
    await expect(card.getByTestId('request-status')).toHaveText('Accepted: on hold for you');
    await expect(card, 'the server’s answer, with where to pick it up').toContainText('Pick it up at');
    expect(await incoming(), 'the acceptance is applied once').toMatchObject({
      status: 'accepted',
      offeredPrice: counterPrice,
      version: asked.version + 2,
    });
    await expectAccessible(buyer);

    await lister.goto('/requests');
    await expect(lister.getByTestId('incoming-request').filter({ hasText: name }).getByTestId('request-status')).toHaveText(
      'Accepted: piece on hold',
    );
    await buyer.reload();
    await expect(card.getByTestId('request-status')).toHaveText('Accepted: on hold for you');
    expect((await incoming()).version).toBe(asked.version + 2);
  } finally {
    await Promise.all([buyerContext.close(), listerContext.close()]);
  }
});

test('a hold made as soon as a visitor’s page has shown reaches it within moments', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const free = await freePieceOfStager(visitor.request);
    await visitor.goto(`/piece/${free.piece.id}`);
    await expect(visitor.getByTestId('piece-status')).toHaveText('Available');
    await holdPiece(browser, free);
    // The page listens from the moment it has shown: no wait before the news reaches it.
    await expect(visitor.getByTestId('piece-status')).toHaveText('On hold', { timeout: 2500 });
  } finally {
    await visitorContext.close();
  }
});

test('a hold made after a page was drawn, while its code was still on the way, shows once the page answers', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const free = await freePieceOfStager(visitor.request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await visitor.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visitor.goto(`/piece/${free.piece.id}`, { waitUntil: 'commit' });
    await expect(visitor.getByTestId('piece-status')).toHaveText('Available');
    await holdPiece(browser, free);
    release();
    await expect(visitor.getByTestId('piece-status')).toHaveText('On hold');
  } finally {
    await visitorContext.close();
  }
});

test('with requests to buy closed (checkout_booking off), a request sent from offline comes back refused on My requests, and the piece says requests are not open instead of offering the button', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  expect((await request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
  const buyerContext = await browser.newContext();
  try {
    const buyer = await buyerContext.newPage();
    const { piece } = await freePieceOfStager(buyer.request);
    await buyer.goto(`/piece/${piece.id}`);
    await waitForServiceWorker(buyer);
    await buyerContext.setOffline(true);
    await buyer.getByRole('button', { name: 'Request to buy' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByLabel('Your name').fill(`Closed ${Date.now()}`);
    await dialog.getByLabel('Email').fill(uniqueEmail('closed'));
    await dialog.getByLabel('Phone').fill('555-0199');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('You are offline: your request is saved on this device')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    expect((await request.post('/api/admin/toggle-feature', { data: { featureId: 'checkout_booking', enabled: false } })).ok()).toBe(true);
    await buyerContext.setOffline(false);
    await buyer.goto('/my-requests');
    const card = buyer.getByTestId('my-request').filter({ hasText: piece.name });
    await expect(card).toContainText('Not sent: refused', { timeout: 15_000 });
    await expect(card.getByTestId('request-refused')).toContainText('Requests to buy are not open at the moment');
    await expectAccessible(buyer);
    await card.getByRole('button', { name: 'Remove' }).click();
    await expect(card).toHaveCount(0);

    await buyer.goto(`/piece/${piece.id}`);
    await expect(buyer.getByTestId('requests-closed')).toHaveText('Requests to buy are not open at the moment.');
    await expect(buyer.getByRole('button', { name: 'Request to buy' })).toHaveCount(0);
    await expectAccessible(buyer);
  } finally {
    await request.post('/api/admin/toggle-feature', { data: { featureId: 'checkout_booking', enabled: true } });
    await buyerContext.close();
  }
});

test('My requests and Requests fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await signIn(page, 'realtor@demo.test', 'demo1234');
  await page.goto('/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
});

test('the lister sets the pickup windows of a coming open house, and buyers of its pieces choose from them', async ({ page, browser }) => {
  const { piece, house: pieceHouse } = await freePieceOfStager(page.request);
  await signIn(page, 'stager@demo.test', 'demo1234');
  await page.goto('/requests');
  const house = page.getByTestId('house-pickup-windows').filter({ hasText: pieceHouse.address });
  await house.getByRole('button', { name: 'Change windows' }).click();
  const dialog = page.getByRole('dialog', { name: `Pickup windows at ${pieceHouse.address}` });
  const rows = dialog.getByTestId('pickup-window-row');
  const before = await rows.count();
  await dialog.getByRole('button', { name: 'Add a window' }).click();
  await expect(rows).toHaveCount(before + 1);
  const added = rows.last();
  await added.getByLabel('From').fill('18:00');
  await added.getByLabel('To').fill('17:00');
  await dialog.getByRole('button', { name: 'Save windows' }).click();
  await expect(added.getByText('The window must end after it starts')).toBeVisible();
  await added.getByLabel('To').fill('20:00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save windows' }).click();
  await expect(dialog).toBeHidden();
  await expect(house).toContainText('6:00 PM–8:00 PM');

  const buyerContext = await browser.newContext();
  try {
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/piece/${piece.id}`);
    await buyer.getByRole('button', { name: 'Request to buy' }).click();
    await expect(buyer.getByRole('dialog').getByLabel('Pickup on de-staging day')).toContainText('6:00 PM–8:00 PM');
  } finally {
    await buyerContext.close();
  }
});
