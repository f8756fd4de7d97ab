import { expect, test } from './fixtures';
import { expectAccessible } from './axe';
import { uniqueEmail } from './helpers';

test.describe('Home', () => {
  test('shows the two cards, their texts and the footer line', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Stagehouse/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Browse Furniture' })).toBeVisible();
    await expect(
      page.getByText('Explore furniture from open houses on an interactive map. Filter by city or zip code to find pieces near you.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'List Furniture' })).toBeVisible();
    await expect(
      page.getByText('Are you a stager or realtor? List your staged furniture for buyers to discover and purchase.'),
    ).toBeVisible();
    await expect(page.getByText('Serving the Western United States • Quality Staged Furniture • Professional Network')).toBeVisible();
    await expectAccessible(page);
  });

  test('Start Browsing goes to /map', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Browsing' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test('Start Listing sends a signed-out visitor to /login, and signing in goes on to /list-furniture', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Listing' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('realtor@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/list-furniture$/);
    await expect(page.getByRole('heading', { level: 1, name: 'List New Furniture' })).toBeVisible();
  });

  test('Start Listing, then registering instead of signing in, also goes on to /list-furniture', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Listing' }).click();
    await page.getByRole('button', { name: 'Register as a stager' }).click();
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Lister');
    await page.getByLabel('Email').fill(uniqueEmail('nia'));
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Create stager account' }).click();
    await expect(page).toHaveURL(/\/list-furniture$/);
    await expect(page.getByRole('heading', { level: 1, name: 'List New Furniture' })).toBeVisible();
  });
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown admin path is refused to a signed-out visitor', async ({ page }) => {
  await page.goto('/admin/billing');
  await expect(page).toHaveURL(/\/login$/);
});

for (const path of [
  '/sales',
  '/list-furniture',
  '/edit-furniture?id=1',
  '/pending',
  '/network',
  '/account-settings',
  '/confirm-email?token=x',
]) {
  test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test.describe('navigation', () => {
  test('shows the signed-out items and highlights the active route', async ({ page }) => {
    await page.goto('/saved-pieces');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Shop', 'Browse', 'Companies', 'Saved', 'My requests', 'Login']);
    await expect(nav.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('collapses behind a toggle on a small screen and closes after a link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/browse-companies$/);
    await expect(menu).toBeHidden();
  });

  test('stays at the top while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });
});

test("a visitor's screens log no error and break no rule of their Content-Security-Policy (no eval, no inline script)", async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  const issues: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') issues.push(`${message.text()} ${message.location().url}`);
  });
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await cdp.send('Audits.enable');
  for (const [path, heading] of [
    ['/', /Staged furniture/],
    ['/map', 'Browse Furniture'],
    ['/saved-pieces', 'Saved Pieces'],
    ['/browse-companies', 'Browse Companies'],
    ['/login', 'Login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(issues).toEqual([]);
});
