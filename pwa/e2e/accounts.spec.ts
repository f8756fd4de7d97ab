import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { register, signIn } from './helpers';

test.describe('Login and registration', () => {
  test('an admin lands on the back office; /admin opened with only the session cookie waits for the session instead of sending them away', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', 'admin1234');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('demo login lands on /sales, survives a reload, and logout goes home', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('stager@demo.test')).toBeVisible();
    await page.getByLabel('Email').fill('stager@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Sales',
      /^Requests/,
      'List Furniture',
      'Pending',
      'Network',
      'Account Settings',
      'Shop',
      'Browse',
      'Companies',
      'Saved',
      'My requests',
    ]);

    await page.reload();
    await expect(page).toHaveURL(/\/sales$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/sales$/);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/sales');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the failure notice', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('stager@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the forms show their messages, and a choice collapses when chosen again', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register as a stager' }).click();
    await page.getByRole('button', { name: 'Create stager account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Register as a stager' }).click();
    await expect(page.getByRole('button', { name: 'Create stager account' })).toBeHidden();
  });

  test('registering a stager lands on /network; a taken email shows the failure notice', async ({ page }) => {
    await register(page, 'stager', 'Nina', 'Okoro', 'Okoro Staging');
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page.getByText('import your contacts to get started')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Register as a realtor' }).click();
    await page.getByLabel('First name').fill('Dup');
    await page.getByLabel('Last name').fill('Licate');
    await page.getByLabel('Email').fill('stager@demo.test');
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Create realtor account' }).click();
    await expect(page.getByText('Registration failed')).toBeVisible();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
  });
});
