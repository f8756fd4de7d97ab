import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { isOpenHousePast } from '@stagehouse/shared/house-time';

export interface ApiProperty {
  id: number;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  furnitureCount: number;
  companyId: number;
  openHouseDate: string | null;
}

export const apiProperties = async (request: APIRequestContext, query = ''): Promise<ApiProperty[]> =>
  (await request.get(`/api/properties-with-furniture${query ? `?${query}` : ''}`)).json();

/** Scrolls the map's list of open houses to its end, page after page, until it shows `total` of them. */
export const scrollNearbyListToEnd = async (page: Page, total: number): Promise<void> => {
  const items = page.getByTestId('nearby-list').getByRole('listitem');
  await expect(async () => {
    await items.last().scrollIntoViewIfNeeded({ timeout: 1000 });
    expect(await items.count()).toBe(total);
  }).toPass();
};

export const isPast = (p: ApiProperty) => isOpenHousePast(p.openHouseDate, p.state);

/** The properties whose open house is today or still to come: what the map shows until Show past is on. */
export const upcomingProperties = async (request: APIRequestContext, query = ''): Promise<ApiProperty[]> =>
  (await apiProperties(request, query)).filter((p) => !isPast(p));

/** Waits until the service worker controls the page, so offline reloads are served from its cache. */
export const waitForServiceWorker = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
};

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@mail.example`;

/** Registers a new stager or realtor through the login screen; lands on /network. */
export const register = async (
  page: Page,
  userType: 'stager' | 'realtor',
  firstName: string,
  lastName = 'Tester',
  company?: string,
): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Register as a ${userType}` }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(uniqueEmail(firstName.toLowerCase()));
  await page.getByLabel('Password').fill('secret123');
  if (company) await page.getByLabel('Company (optional)').fill(company);
  await page.getByRole('button', { name: `Create ${userType} account` }).click();
  await expect(page).toHaveURL(/\/network$/);
};

/** Signs in through the login screen; lands on /sales. */
export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // A lister lands on Sales, an admin on the back office.
  await expect(page).toHaveURL(/\/(sales|admin)$/);
};

/** Flips a switch by its visible control (the input itself is visually hidden). */
export const flip = (input: Locator) => input.locator('xpath=..').locator('[data-part="control"]').click();
