import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { freePieceOfStager, uniqueEmail } from './helpers';
import { ServerProcess } from './server-process';
import { SmtpSink } from './smtp-sink';

/** The path of the confirmation link in an email as sent (quoted-printable: long lines broken with "="). */
const confirmationPath = (raw: string): string => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = new URL(text.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)![0]);
  return link.pathname + link.search;
};

test('a buyer asks signed out, registers on a phone, confirms the email by its link, and finds the request in My requests; lister screens stay shut', async ({
  browser,
}) => {
  // A server of its own sends its email through an SMTP server the test reads: the link is the buyer's alone.
  const smtp = await SmtpSink.start();
  const server = await ServerProcess.start({ SEED_DEMO: '1', SMTP_URL: smtp.url });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const elsewhere = await browser.newContext({ baseURL: server.url });
  try {
    const admin = elsewhere.request;
    expect((await admin.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);
    expect((await admin.post('/api/admin/toggle-email-integration', { data: { enabled: true } })).ok()).toBe(true);
    await admin.post('/api/auth/logout');
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

    const confirmation = () => smtp.received.find((m) => m.to.includes(email) && m.body.includes('Confirm your Stagehouse email'));
    await expect.poll(confirmation).toBeTruthy();
    await page.goto(confirmationPath(confirmation()!.body));
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('status')).toContainText('1 request you made signed out is now in your account.');
    await page.getByRole('link', { name: 'Open My requests' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: piece.name })).toBeVisible();
    await page.goto('/account-settings');
    await expect(page.getByText('Email confirmed')).toBeVisible();
  } finally {
    await Promise.all([context.close(), elsewhere.close()]);
    await server.kill();
    await smtp.stop();
  }
});
