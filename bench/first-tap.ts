import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs } from '../pwa/e2e/chromium-args';
import type { FirstTap } from '../pwa/e2e/first-taps';

/** What a phone does: Chrome's 4x CPU slowdown, and Lighthouse's slow 4G as DevTools applies it. */
export const phone = {
  cpuRate: 4,
  slow4g: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};

export interface TapTimes {
  /** First contentful paint, from the start of the navigation. */
  paintMs: number;
  /** From first paint until the page has hydrated: every control it drew answers. */
  hydratedAfterPaintMs: number;
  /** From a tap made the moment the control showed (as the page received it) until its effect was on screen; null: the tap was lost. */
  tapToEffectMs: number | null;
}

declare global {
  interface Window {
    __hydratedAt?: number;
    __touched?(at: number): Promise<void>;
  }
}

async function openThrottled(browser: Browser, url: string, network: boolean) {
  // The effect is watched by a script made at run time, which the page's CSP would refuse.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuRate });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', phone.slow4g);
  }
  // A tap counts from the moment the browser took the touch, not from when the test tool (slowed
  // with the page) had checked the control and sent it; the page may be left by then.
  let touch: (at: number) => void = () => undefined;
  const touched = new Promise<number>((resolve) => {
    touch = resolve;
  });
  await page.exposeFunction('__touched', (at: number) => touch(at));
  await page.addInitScript(() => {
    addEventListener('pointerdown', (event) => void window.__touched?.(performance.timeOrigin + event.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page, touched };
}

const paintOf = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;

/** One visit that only watches: when the page painted and when it hydrated. */
async function watch(browser: Browser, url: string, network: boolean) {
  const { context, page } = await openThrottled(browser, url, network);
  try {
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: 60_000 });
    const paint = (await page.waitForFunction(paintOf)).jsonValue() as Promise<number>;
    const hydrated = await page.evaluate(() => window.__hydratedAt!);
    return { paintMs: await paint, hydratedAfterPaintMs: hydrated - (await paint) };
  } finally {
    await context.close();
  }
}

/** One visit that taps the main control as soon as it shows, and times its effect. */
async function tapEarly(browser: Browser, baseUrl: string, tap: FirstTap, network: boolean) {
  const { context, page, touched } = await openThrottled(browser, `${baseUrl}${tap.path}`, network);
  try {
    const control = tap.control(page);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    // Wall-clock time, here and in the page (the same machine's clock): a tap may lead to another
    // document, and the page's own thread may be busy. Typing is timed from its last key.
    let tappedAt: number;
    if (tap.typed) {
      await control.tap();
      await control.pressSequentially(tap.typed);
      tappedAt = Date.now();
    } else {
      await control.tap();
      const lost = new Promise<null>((resolve) => setTimeout(() => resolve(null), lostAfterMs).unref());
      const at = await Promise.race([touched, lost]);
      if (at === null) return null;
      tappedAt = at;
    }
    const effectAt = await page
      .waitForFunction(`(${tap.done.toString()})() && Date.now()`, undefined, { polling: 'raf', timeout: lostAfterMs })
      .catch(() => null);
    return effectAt && ((await effectAt.jsonValue()) as number) - tappedAt;
  } finally {
    await context.close();
  }
}

/** A tap whose effect has not shown after this long was lost. */
const lostAfterMs = 20_000;

/** The middle value; a lost tap counts as the slowest. */
const median = (values: (number | null)[]) =>
  [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity))[Math.floor(values.length / 2)] ?? null;

/** Median of `runs` visits per screen, at 4x CPU, with or without slow 4G. */
export async function measureFirstTaps(baseUrl: string, taps: FirstTap[], runs: number, network: boolean): Promise<Map<string, TapTimes>> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const results = new Map<string, TapTimes>();
  try {
    for (const tap of taps) {
      const watched = [];
      const tapped = [];
      for (let i = 0; i < runs; i += 1) {
        watched.push(await watch(browser, `${baseUrl}${tap.path}`, network));
        tapped.push(await tapEarly(browser, baseUrl, tap, network));
      }
      results.set(tap.screen, {
        paintMs: Math.round(median(watched.map((w) => w.paintMs))!),
        hydratedAfterPaintMs: Math.round(median(watched.map((w) => w.hydratedAfterPaintMs))!),
        tapToEffectMs: ((ms) => ms && Math.round(ms))(median(tapped)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
