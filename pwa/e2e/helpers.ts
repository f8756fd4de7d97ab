import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { isOpenHousePast } from '@stagehouse/shared/house-time';

export interface ApiProperty {
  id: number;
  latitude: number;
  longitude: number;
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

/** A house as the map's answer lists it: with whether its open house is over (its pickup windows have all ended). */
export interface MapProperty extends ApiProperty {
  over: boolean;
  prices: number[];
  photo: string | null;
}

/** A piece page's own Save button: the similar pieces further down may share the piece's name. */
export const ownSaveButton = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name}` }).first();

/**
 * The houses the map shows for a query (its filters; `past=1` adds those that are over), every one of
 * them, by open-house day: what the map shows until Show past is on when the query leaves it out.
 */
export async function mapProperties(request: APIRequestContext, query = ''): Promise<MapProperty[]> {
  const read = async (near?: ApiProperty) =>
    (await (
      await request.get(`/api/map?limit=48${near ? `&near=${near.latitude},${near.longitude}` : ''}${query ? `&${query}` : ''}`)
    ).json()) as { total: number; nearby: MapProperty[] };
  const first = await read();
  const found = new Map(first.nearby.map((p) => [p.id, p]));
  // The map lists 48 at most: the rest are asked for as the nearest to a house not listed yet.
  for (const house of await apiProperties(request)) {
    if (found.size >= first.total) break;
    if (!found.has(house.id)) for (const p of (await read(house)).nearby) found.set(p.id, p);
  }
  expect(found.size, 'the map lists every house of the query').toBe(first.total);
  return [...found.values()].sort((a, b) => (a.openHouseDate ?? '9999').localeCompare(b.openHouseDate ?? '9999') || a.id - b.id);
}

/** The houses of the map whose open house is today or still to come: RSVPs and requests to buy are open. */
export const upcomingProperties = async (request: APIRequestContext, query = ''): Promise<MapProperty[]> =>
  (await mapProperties(request, query)).filter((p) => !isPast(p));

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

interface ApiPieceView {
  piece: { id: string; name: string; price: number; status: string; ownerId: number };
  house: { id: number; address: string; zipCode: string; openHouseDate: string | null; pickupSlots: unknown[] } | null;
  onHold: boolean;
}

export interface FreePiece {
  piece: ApiPieceView['piece'];
  house: NonNullable<ApiPieceView['house']>;
}

/** A listed piece of the demo stager, not asked for yet, in an open house still to come. */
export const freePieceOfStager = async (request: APIRequestContext): Promise<FreePiece> => {
  const login = await request.post('/api/auth/login', { data: { email: 'stager@demo.test', password: 'demo1234' } });
  const { user } = (await login.json()) as { user: { id: number } };
  const pieces = (await (await request.get(`/api/furniture/owner/${user.id}`)).json()) as { id: string; status: string }[];
  const asked = new Set(
    ((await (await request.get('/api/requests/incoming')).json()) as { furnitureId: string }[]).map((r) => r.furnitureId),
  );
  await request.post('/api/auth/logout');
  const today = new Date().toISOString().slice(0, 10);
  for (const { id, status } of pieces) {
    if (status !== 'pending' || asked.has(id)) continue;
    const view = (await (await request.get(`/api/piece/${id}`)).json()) as ApiPieceView;
    if (view.house?.openHouseDate && view.house.openHouseDate > today && view.house.pickupSlots.length > 0 && !view.onHold)
      return { piece: view.piece, house: view.house };
  }
  throw new Error('the demo stager has no free piece in an open house to come');
};

/** A signed-out buyer asks for `piece` at its price, and the demo stager accepts: the piece is on hold. */
export const holdPiece = async (browser: Browser, { piece, house }: FreePiece) => {
  const buyer = await browser.newContext();
  const lister = await browser.newContext();
  try {
    const asked = await buyer.request.post('/api/requests', {
      data: {
        furnitureId: piece.id,
        offeredPrice: piece.price,
        pickup: house.pickupSlots[0],
        buyerName: 'Early Buyer',
        buyerEmail: uniqueEmail('early'),
        buyerPhone: '555-0143',
      },
    });
    expect(asked.status()).toBe(201);
    const { request: made } = (await asked.json()) as { request: { id: string } };
    expect((await lister.request.post('/api/auth/login', { data: { email: 'stager@demo.test', password: 'demo1234' } })).ok()).toBe(true);
    expect((await lister.request.post(`/api/requests/${made.id}/accept`)).ok()).toBe(true);
  } finally {
    await Promise.all([buyer.close(), lister.close()]);
  }
};

/** The keys of the rows a table of the app's IndexedDB holds. */
export const storedKeys = (page: Page, table: string) =>
  page.evaluate(
    (name) =>
      new Promise<IDBValidKey[]>((resolve, reject) => {
        const open = indexedDB.open('stagehouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction(name).objectStore(name).getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result);
          };
        };
      }),
    table,
  );
