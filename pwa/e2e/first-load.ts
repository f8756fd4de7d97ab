import type { Page } from '@playwright/test';

/** The compressed JavaScript a buyer screen's first visit may transfer, in KB: `npm test` fails past it. */
export const firstLoadBudgetKB = (screen: string): number => (screen === '/' ? 150 : screen === '/map' ? 240 : 190);

export interface LoadedScript {
  path: string;
  /** As transferred: compressed, with its answer's headers. */
  bytes: number;
}

/**
 * The scripts a first visit of `url` loads until the network has been quiet for half a second, as
 * transferred. `page` belongs to a context that blocks service workers: their precache is no page's own load.
 */
export async function scriptsOfFirstVisit(page: Page, url: string): Promise<LoadedScript[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requested = new Map<string, string>();
  const scripts: LoadedScript[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') requested.set(e.requestId, new URL(e.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const path = requested.get(e.requestId);
    if (path) scripts.push({ path, bytes: e.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return scripts;
}
