import { expectAccessible } from './axe';
import { openAdminPage } from './admin-menu';
import { expect, test } from './fixtures';
import { flip, signIn } from './helpers';
import { ServerProcess } from './server-process';
import { SmtpSink } from './smtp-sink';

test('with email integration off a reset email is kept and not sent, even with an SMTP server; switched on, the next one is sent', async ({
  browser,
}) => {
  const smtp = await SmtpSink.start();
  const server = await ServerProcess.start({ SEED_DEMO: '1', SMTP_URL: smtp.url });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', 'admin1234');

    const sendReset = async () => {
      await openAdminPage(page, 'Users');
      await page.getByLabel('Search').fill('stager@demo.test');
      const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'stager@demo.test' });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: 'Send reset' }).click();
      await expect(page.getByText('Password Reset').first()).toBeVisible();
    };
    const emails = page.getByRole('table', { name: 'Outgoing emails' }).getByRole('row').filter({ hasText: 'stager@demo.test' });

    await sendReset();
    await openAdminPage(page, 'Email');
    const master = page.getByRole('switch', { name: 'Email integration' });
    await expect(master).not.toBeChecked();
    await expect(page.getByTestId('emails-kept')).toHaveText('Email integration is off: emails are kept below and not sent.');
    await expect(emails).toHaveCount(1);
    await expect(emails.first()).toContainText('Kept here');
    await expectAccessible(page);
    // The server has an SMTP server to send through: it is the switch that holds the email back.
    await page.waitForTimeout(1000);
    expect(smtp.received).toEqual([]);

    await flip(master);
    await expect(master).toBeChecked();
    await expect(page.getByText('Email Integration Updated').first()).toBeVisible();
    await sendReset();
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['stager@demo.test']);
    expect(smtp.received[0]!.body).toContain('/reset-password?token=');
    await openAdminPage(page, 'Email');
    await expect(emails).toHaveCount(2);
    await expect(emails.filter({ hasText: 'Sent' })).toHaveCount(1);
    await expect(emails.filter({ hasText: 'Kept here' })).toHaveCount(1);
  } finally {
    await context.close();
    await server.kill();
    await smtp.stop();
  }
});
