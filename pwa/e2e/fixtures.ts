import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The app has run: a page's own document has hydrated (or rendered) it, or has no app in it at all. */
const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root'));

type Navigate = (this: Page, ...args: never[]) => Promise<Awaited<ReturnType<Page['goto']>>>;

/**
 * Public pages come drawn by the server and show before their code runs; a click then would reach a
 * button no code listens to yet. Every goto and reload, on any page of any context, also waits for the app
 * (but one that waits only until 'commit').
 */
const waitForAppAfter = (page: Page) => {
  const prototype = Object.getPrototypeOf(page) as Record<'goto' | 'reload', Navigate>;
  for (const name of ['goto', 'reload'] as const) {
    const navigate = prototype[name];
    if ((navigate as { waitsForApp?: true }).waitsForApp) continue;
    const patched = async function (this: Page, ...args: never[]) {
      const response = await navigate.apply(this, args);
      const options = (args as unknown[]).find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      // waitUntil 'commit': the test wants the page before its code runs.
      if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) await appReady(this);
      return response;
    };
    prototype[name] = Object.assign(patched, { waitsForApp: true as const });
  }
};

export const test = base.extend<object, { appReadyAfterNavigation: undefined }>({
  appReadyAfterNavigation: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForAppAfter(await context.newPage());
      await context.close();
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});
