import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { freePieceOfStager, uniqueEmail } from './helpers';
import { ServerProcess } from './server-process';
import { SmtpSink } from './smtp-sink';

/** The path (with query and fragment) of the link to `page` in an email as sent (quoted-printable: long lines broken with "="). */
const linkPath = (raw: string, page: string): string => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = new URL(text.match(new RegExp(`https?://\\S+/${page}\\S*`))![0]);
  return link.pathname + link.search + link.hash;
};

/** A demo server of its own that sends its email, switched on, through an SMTP server the test reads: its links are the buyer's alone. */
async function mailingServer() {
  const smtp = await SmtpSink.start();
  const server = await ServerProcess.start({ SEED_DEMO: '1', SMTP_URL: smtp.url });
  const admin = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'admin1234' }),
  });
  const cookie = admin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const on = await fetch(`${server.url}/api/admin/toggle-email-integration`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url },
    body: JSON.stringify({ enabled: true }),
  });
  expect(on.ok).toBe(true);
  /** The email sent to `to` whose text has `words`, once it has come. */
  const mailTo = async (to: string, words: string) => {
    const find = () => smtp.received.find((m) => m.to.includes(to) && m.body.includes(words));
    await expect.poll(find).toBeTruthy();
    return find()!.body;
  };
  return { server, mailTo, stop: () => Promise.all([server.kill(), smtp.stop()]) };
}

test('a buyer asks signed out, registers on a phone, confirms the email by its link, and finds the request in My requests; lister screens stay shut', async ({
  browser,
}) => {
  const { server, mailTo, stop } = await mailingServer();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const elsewhere = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const email = uniqueEmail('buyer');
    const { piece, house } = await freePieceOfStager(elsewhere.request);
    const asked = await elsewhere.request.post('/api/requests', {
      data: {
        furnitureId: piece.id,
        offeredPrice: piece.price,
        pickup: house.pickupSlots[0],
        buyerName: 'Robin Buyer',
        buyerEmail: email,
        buyerPhone: '555-0190',
      },
    });
    expect(asked.status()).toBe(201);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Register as a buyer' }).click();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await expect(page.getByLabel('Company (optional)')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create buyer account' }).click();
    await expect(page).toHaveURL(/\/my-requests$/);
    await expect(page.getByText(/We emailed you a link to confirm your email/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have not asked for a piece yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'open the emailed link, or send it again' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText([
      'Shop',
      'Browse',
      'Saved',
      'My requests',
      'Account Settings',
    ]);
    await page.keyboard.press('Escape');

    await page.goto('/pending');
    await expect(page).toHaveURL(/\/my-requests$/);
    await page.goto('/account-settings');
    await expect(page.getByText('Email not confirmed', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan' })).toHaveCount(0);

    await page.goto(linkPath(await mailTo(email, 'Confirm your Stagehouse email'), 'confirm-email'));
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('status')).toContainText('1 request you made signed out is now in your account.');
    await page.getByRole('link', { name: 'Open My requests' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: piece.name })).toBeVisible();
    await page.goto('/account-settings');
    await expect(page.getByText('Email confirmed')).toBeVisible();
  } finally {
    await Promise.all([context.close(), elsewhere.close()]);
    await stop();
  }
});

test('a signed-out buyer asks on one device, opens the emailed link on another, and answers the counter-offer there', async ({
  browser,
}) => {
  const { server, mailTo, stop } = await mailingServer();
  const deviceA = await browser.newContext({ baseURL: server.url });
  const deviceB = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const lister = await browser.newContext({ baseURL: server.url });
  try {
    const email = uniqueEmail('linked');
    const { piece } = await freePieceOfStager(lister.request);
    const a = await deviceA.newPage();
    await a.goto(`/piece/${piece.id}`);
    await a.getByRole('button', { name: 'Request to buy' }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('Your offer (USD)').fill(String(Math.ceil(piece.price * 0.6)));
    await dialog.getByLabel('Your name').fill('Sam Linked');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('555-0150');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const link = linkPath(await mailTo(email, `Your request to buy`), 'my-requests');
    expect((await lister.request.post('/api/auth/login', { data: { email: 'stager@demo.test', password: 'demo1234' } })).ok()).toBe(true);
    const asked = (
      (await (await lister.request.get('/api/requests/incoming')).json()) as { id: string; buyerName: string; version: number }[]
    ).find((r) => r.buyerName === 'Sam Linked')!;
    const counterPrice = Math.ceil(piece.price * 0.8);
    expect(
      (
        await lister.request.post(`/api/requests/${asked.id}/counter`, {
          headers: { 'If-Match': `"${asked.version}"` },
          data: { counterPrice: String(counterPrice) },
        })
      ).ok(),
    ).toBe(true);

    const b = await deviceB.newPage();
    await b.goto(link);
    const card = b.getByTestId('my-request').filter({ hasText: piece.name });
    await expect(card.getByTestId('request-status')).toHaveText('Counter-offer');
    await expect(b, 'the token leaves the address once read').toHaveURL(/\/my-requests$/);
    await expectAccessible(b);
    await card.getByRole('button', { name: /^Accept \$/ }).click();
    await expect(card.getByTestId('request-status')).toHaveText('Accepted: on hold for you');
    await expect(card).toContainText('Pick it up at');
    const seen = (await (await lister.request.get(`/api/requests/${asked.id}`)).json()) as { status: string; offeredPrice: number };
    expect(seen).toMatchObject({ status: 'accepted', offeredPrice: counterPrice });

    // A link whose token is wrong opens nothing, and says so.
    const c = await (await browser.newContext({ baseURL: server.url })).newPage();
    await c.goto(link.replace(/token=[\w-]+/, 'token=not-the-token'));
    await expect(c.getByRole('alert')).toContainText('This link no longer opens a request.');
    await c.context().close();
  } finally {
    await Promise.all([deviceA.close(), deviceB.close(), lister.close()]);
    await stop();
  }
});
