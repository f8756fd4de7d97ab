import type { Locator, Page } from '@playwright/test';

/** The first thing a visitor does on a buyer screen, tapped the moment it shows: the e2e tests and the benchmark share them. */
export interface FirstTap {
  screen: string;
  path: string;
  /** The screen's main control. */
  control(page: Page): Locator;
  /** A search box is tapped and typed into; anything else is tapped. */
  typed?: string;
  /** The control is in the page the server drew (a map pin is drawn by the app once it runs). */
  drawnByServer: boolean;
  /** A tap on it before the page has hydrated is held and replayed (a link is followed by the browser, typing stays in the field). */
  held: boolean;
  /** Run in the page: whether the tap's effect is on screen. */
  done(): boolean;
}

interface House {
  id: number;
  furnitureCount: number;
  openHouseDate: string | null;
  state: string;
}

/** The first taps of every buyer screen, on an open house still to come of the demo data (`readJson` reads the API as a visitor). */
export async function firstTaps(readJson: (path: string) => Promise<unknown>, upcoming: (house: House) => boolean): Promise<FirstTap[]> {
  const houses = (await readJson('/api/properties-with-furniture')) as House[];
  const house = houses.filter((h) => upcoming(h) && h.furnitureCount > 0).sort((a, b) => b.furnitureCount - a.furnitureCount)[0]!;
  const { furniture } = (await readJson(`/api/open-house/${house.id}`)) as { furniture: { id: string }[] };
  return [
    {
      screen: '/',
      path: '/',
      control: (page) => page.getByRole('link', { name: 'Start Browsing' }),
      drawnByServer: true,
      held: false,
      done: () => location.pathname === '/map' && document.querySelector('h1')?.textContent === 'Browse Furniture',
    },
    {
      screen: '/map',
      // A city's houses are drawn as pins, the whole West's as clusters.
      path: '/map?city=Denver%2C%20CO',
      control: (page) => page.locator('.sh-house-icon').first(),
      drawnByServer: false,
      held: false,
      done: () => document.querySelector('dialog[open]')?.checkVisibility() === true,
    },
    {
      screen: '/open-house/{id}',
      path: `/open-house/${house.id}`,
      control: (page) =>
        page
          .getByRole('main')
          .getByRole('button', { name: /^Save / })
          .first(),
      drawnByServer: true,
      held: true,
      // The heart shows filled: at once for a tap held before the page answers, and once it is saved.
      done: () =>
        [...document.querySelectorAll('main button[aria-pressed] svg')].some(
          (heart) => getComputedStyle(heart).fill === 'rgb(197, 48, 48)',
        ),
    },
    {
      screen: '/piece/{id}',
      path: `/piece/${furniture[0]!.id}`,
      control: (page) => page.getByRole('button', { name: 'Request to buy' }),
      drawnByServer: true,
      held: true,
      done: () => document.querySelector('dialog[open]')?.checkVisibility() === true,
    },
    {
      screen: '/saved-pieces',
      path: '/saved-pieces',
      control: (page) => page.getByRole('link', { name: 'My requests to buy' }),
      drawnByServer: true,
      held: false,
      done: () => location.pathname === '/my-requests' && document.querySelector('h1')?.textContent === 'My requests',
    },
    {
      screen: '/shop',
      path: '/shop',
      control: (page) => page.getByRole('searchbox', { name: 'Search' }),
      drawnByServer: true,
      held: false,
      typed: 'sofa',
      done: () => document.querySelector('[data-testid="shop-summary"]')?.textContent?.includes('for “sofa”') === true,
    },
    {
      screen: '/browse-companies',
      path: '/browse-companies',
      control: (page) => page.getByRole('searchbox', { name: 'Search' }),
      drawnByServer: true,
      held: false,
      typed: 'Golden',
      done: () => {
        const names = [...document.querySelectorAll('[data-testid="company-list"] h2')].map((name) => name.textContent ?? '');
        return names.length > 0 && names.every((name) => name.includes('Golden'));
      },
    },
    {
      screen: '/login',
      path: '/login',
      control: (page) => page.getByRole('button', { name: 'Sign in', exact: true }),
      drawnByServer: true,
      held: true,
      done: () => document.querySelector('input[type="email"]')?.checkVisibility() === true,
    },
  ];
}
