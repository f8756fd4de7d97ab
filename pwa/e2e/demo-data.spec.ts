import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { signIn } from './helpers';
import { ServerProcess } from './server-process';

// Reset removes every demo row, the demo accounts too: this runs on a server of its own.
test('an admin loads seed data, hides it from visitors, shows it again and resets it', async ({ browser }) => {
  const server = await ServerProcess.start({ ADMIN_EMAIL: 'owner@own.test', ADMIN_PASSWORD: 'secret123' });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const publicCount = async () => ((await (await page.request.get('/api/properties-with-furniture')).json()) as unknown[]).length;
    await signIn(page, 'owner@own.test', 'secret123');
    await page.goto('/admin/demo-data');
    await expect(page.getByRole('heading', { name: 'Demo Data' })).toBeVisible();
    await expect(page.getByTestId('demo-listings')).toHaveText('0');
    expect(await publicCount()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Load seed data' }).click();
    await expect(page.getByText('Seed Data Loaded').first()).toBeVisible();
    await expect.poll(async () => Number(await page.getByTestId('demo-listings').textContent())).toBeGreaterThanOrEqual(50);
    const shown = await publicCount();
    expect(shown).toBeGreaterThan(0);

    const visibility = page.getByRole('switch', { name: /Demo data visible/ });
    await visibility.locator('xpath=..').locator('[data-part="control"]').click();
    await expect(page.getByRole('switch', { name: /Demo data hidden/ })).not.toBeChecked();
    expect(await publicCount()).toBe(0);
    await page
      .getByRole('switch', { name: /Demo data hidden/ })
      .locator('xpath=..')
      .locator('[data-part="control"]')
      .click();
    await expect(page.getByRole('switch', { name: /Demo data visible/ })).toBeChecked();
    expect(await publicCount()).toBe(shown);

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Seed Data Reset').first()).toBeVisible();
    expect(asked).toContain('This action cannot be undone');
    await expect(page.getByTestId('demo-listings')).toHaveText('0');
    expect(await publicCount()).toBe(0);
  } finally {
    await context.close();
    await server.kill();
  }
});
