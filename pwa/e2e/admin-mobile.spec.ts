import { expect, test, type Locator, type Page } from './fixtures';
import { adminGroups, adminSections } from '../src/features/admin/admin-sections';
import { adminNav } from './admin-menu';
import { expectAccessible } from './axe';

const phone = { width: 390, height: 844 };
const hrefOf = (path: string) => `/admin${path ? `/${path}` : ''}`;

const signInAsAdmin = async (page: Page) =>
  expect((await page.request.post('/api/auth/login', { data: { email: 'admin@demo.test', password: 'admin1234' } })).ok()).toBe(true);

/** The screen has its data: its heading shows, no spinner turns, and no figure still waits ("…"). */
const expectLoaded = async (page: Page) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(main).not.toContainText('…');
};

/** Elements whose right edge passes the viewport's without a box around them that scrolls or clips them. */
const stickingOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
      .slice(0, 5);
  });

/** The plan selects whose widest name (Base, Plus) does not fit inside them. */
const cutPlanSelects = (selects: Locator) =>
  selects.evaluateAll((elements) =>
    (elements as HTMLSelectElement[])
      .filter((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
        return widest > select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      })
      .map((select) => select.value),
  );

test.describe('The back office on a 390 px phone', () => {
  test.use({ viewport: phone });
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  for (const section of adminSections) {
    test(`${section.label} (${hrefOf(section.path)}) fits the phone, keeps its menu folded above the content, and passes axe`, async ({
      page,
    }) => {
      // Images shows up to 200 photos at once, which axe takes a while to go through.
      test.slow();
      await page.goto(hrefOf(section.path));
      await expectLoaded(page);

      const toggle = adminNav(page).getByRole('button', { name: `Admin menu: ${section.label}` });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(adminNav(page).getByRole('link')).toHaveCount(0);
      const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
      expect(heading!.y, 'the folded menu leaves the heading near the top').toBeLessThan(200);

      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(phone.width);
      expect(await stickingOut(page), 'elements past the right edge').toEqual([]);
      await expectAccessible(page);
    });
  }

  test('Billing shows each account as a card with its plan named in full and its status by label', async ({ page }) => {
    await page.goto('/admin/billing');
    await expectLoaded(page);
    await expect(page.getByRole('table')).toHaveCount(0);
    const account = page.getByRole('list', { name: 'Billing accounts' }).getByRole('listitem').filter({ hasText: 'realtor@demo.test' });
    await expect(account.getByRole('term')).toHaveText([
      'Account',
      'Company',
      'Current Plan',
      'Status',
      'Monthly Cost',
      'RSVP Count (this month)',
      'Total Revenue (last 12 months)',
      'Details',
    ]);
    await expect(account.getByRole('definition').nth(3)).toHaveText('Active');
    await expect(page.getByLabel('Billing status').locator('option')).toHaveText(['All', 'Active', 'Past due', 'Cancelled']);
    await expect(account.getByLabel('Plan of realtor@demo.test').locator('option')).toHaveText(['Base', 'Plus']);
  });

  test('the menu opens, moves between groups and closes with the keyboard', async ({ page }) => {
    await page.goto('/admin/billing');
    await expectLoaded(page);
    const nav = adminNav(page);
    const toggle = nav.getByRole('button', { name: 'Admin menu: Billing' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Users and money' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');

    const settings = nav.getByRole('button', { name: 'Settings', exact: true });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Banners' })).toBeHidden();
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, nav.getByRole('link', { name: 'Banners' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/admin\/settings\/banners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
    const folded = nav.getByRole('button', { name: 'Admin menu: Banners' });
    await expect(folded).toHaveAttribute('aria-expanded', 'false');

    await folded.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Insight' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(folded).toHaveAttribute('aria-expanded', 'false');
    await expect(folded).toBeFocused();
  });
});

/** Presses Tab until `target` has the focus (at most 30 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('on a desktop the grouped menu is a side column that shows the current page in its open group, and every screen is in it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings/email');
  await expectLoaded(page);
  const nav = adminNav(page);
  await expect(nav.getByRole('button', { name: /^Admin menu/ })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Settings', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Insight' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  const menu = await nav.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x, 'the content sits beside the menu').toBeGreaterThan(menu!.x + menu!.width);

  for (const group of adminGroups) {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav.getByRole('link')).toHaveText(adminSections.map((s) => s.label));

  await nav.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Email', exact: true })).not.toHaveAttribute('aria-current', 'page');
});

test('the plan select shows Base and Plus whole at every width', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ['/admin/billing', '/admin/users']) {
    await page.goto(path);
    await expectLoaded(page);
    for (const width of [390, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const selects = page.getByLabel(/^Plan of /);
      await expect(selects.first()).toBeVisible();
      expect(await cutPlanSelects(selects), `${path} at ${width} px`).toEqual([]);
    }
  }
});
