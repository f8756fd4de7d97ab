import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicVersion } from '../infra/public-version';
import type { RenderedHtml } from './public-cache';

/** What the built renderer (pwa/src/entry-server.tsx) gives for a page. */
interface RenderedPage {
  status: number;
  head: string;
  body: string;
  data: Record<string, unknown>;
}

interface Renderer {
  pageOf(url: URL): URL | null;
  renderPage(url: URL, readApi: (apiPath: string) => Promise<unknown>): Promise<RenderedPage | null>;
}

/** The renderer of public pages built beside the app (npm run build), or null where there is none. */
export async function loadPageRenderer(staticDir: string): Promise<Renderer | null> {
  const file = path.resolve(staticDir, '../dist-server/entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** JSON inside a script element: no "<" can end the element or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const emptyRoot = '<div id="root"></div>';

/**
 * The built index.html with a rendered page in it: its title and styles in the head, its markup in
 * #root, its data after, with the mark of the public writes it was drawn at (the app's live stream
 * pulls on opening only if the mark has changed since).
 */
export function pageHtml(template: string, page: RenderedPage, drawnAt: string): string {
  const head = page.head.startsWith('<title>') ? template.replace(/<title>[^<]*<\/title>/, () => '') : template;
  return head
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      emptyRoot,
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="server-data" data-public-version="${drawnAt}">${jsonInHtml(page.data)}</script>`,
    );
}

/** Pages drawn per second at most (a page is some 10-50 ms of the server's one thread); a request beyond gets the app shell. */
const drawsPerSecond = 8;

export interface PageRenderer {
  /** The page to draw for a request's URL, and whether it may be kept (a page with a query is drawn, never kept); null: the app shell. */
  pageOf(requestUrl: string): { key: string; keep: boolean } | null;
  /** Draws a page pageOf gave, or null where it cannot, or may not now: the app shell answers. */
  draw(key: string): Promise<RenderedHtml | null>;
}

/**
 * Draws the app's public pages with the app's own API answers, read as a signed-out visitor by
 * `readApi` (the reads the API's routes answer with), so a page shows exactly what the API says.
 */
export function createPageRenderer(
  renderer: Renderer,
  template: string,
  publicUrl: string,
  publicVersion: PublicVersion,
  readApi: (apiPath: string) => Promise<unknown>,
  now = () => performance.now(),
): PageRenderer {
  if (!template.includes(emptyRoot)) throw new Error(`The built index.html has no ${emptyRoot} to render pages into`);
  const origin = new URL(publicUrl).origin;
  let allowance = drawsPerSecond;
  let countedAt = now();
  const mayDraw = () => {
    const at = now();
    allowance = Math.min(drawsPerSecond, allowance + ((at - countedAt) / 1000) * drawsPerSecond);
    countedAt = at;
    if (allowance < 1) return false;
    allowance -= 1;
    return true;
  };
  return {
    pageOf: (requestUrl) => {
      // A page is named by its path: an absolute-form target ("http://host/map") or "*" names none.
      if (!requestUrl.startsWith('/')) return null;
      // Joined, not resolved: "//map" is a path of this site, not a host.
      const page = renderer.pageOf(new URL(`${origin}${requestUrl}`));
      return page && { key: `${page.pathname}${page.search}`, keep: page.search === '' };
    },
    draw: async (key) => {
      if (!mayDraw()) return null;
      // Read before the answers: the page is at least as new as the mark it names.
      const drawnAt = await publicVersion.mark();
      const page = await renderer.renderPage(new URL(`${origin}${key}`), readApi);
      return page && { status: page.status, html: pageHtml(template, page, drawnAt) };
    },
  };
}
