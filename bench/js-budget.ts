import { chromium } from '@playwright/test';
import { chromiumArgs } from '../pwa/e2e/chromium-args';

export interface PageWeight {
  path: string;
  scripts: number;
  compressedBytes: number;
  files: string[];
}

/** Compressed JavaScript a first visit to `path` transfers (the page's own loads, not the service worker's precache). */
export async function measureFirstVisit(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const results: PageWeight[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map<string, string>();
      let bytes = 0;
      const files: string[] = [];
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
      });
      cdp.on('Network.loadingFinished', (e) => {
        const url = scripts.get(e.requestId);
        if (url) {
          bytes += e.encodedDataLength;
          files.push(`${new URL(url).pathname} ${e.encodedDataLength}`);
        }
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      results.push({ path, scripts: files.length, compressedBytes: bytes, files });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
