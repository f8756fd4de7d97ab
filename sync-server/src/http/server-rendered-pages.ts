import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import inject from 'light-my-request';
import type { RenderedHtml } from './public-cache';

/** What the built renderer (pwa/src/entry-server.tsx) gives for a page. */
interface RenderedPage {
  status: number;
  head: string;
  body: string;
  data: Record<string, unknown>;
}

type RenderPage = (url: URL, readApi: (apiPath: string) => Promise<unknown>) => Promise<RenderedPage | null>;

/** The renderer of public pages built beside the app (npm run build), or null where there is none. */
export const loadPageRenderer = async (staticDir: string): Promise<RenderPage | null> => {
  const file = path.resolve(staticDir, '../dist-server/entry-server.js');
  if (!fs.existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as { renderPage: RenderPage }).renderPage;
};

/** JSON inside a script element: no "<" can end the element or open a comment. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const emptyRoot = '<div id="root"></div>';

/** The built index.html with a rendered page in it: its title and styles in the head, its markup in #root, its data after. */
export const pageHtml = (template: string, page: RenderedPage): string => {
  const head = page.head.startsWith('<title>') ? template.replace(/<title>[^<]*<\/title>/, () => '') : template;
  return head
    .replace('</head>', () => `${page.head}</head>`)
    .replace(emptyRoot, () => `<div id="root">${page.body}</div><script type="application/json" id="server-data">${jsonInHtml(page.data)}</script>`);
};

/**
 * Draws the app's public pages with the app's own API answers, read in-process as a signed-out
 * visitor (through the whole middleware chain, public cache included), so a page shows exactly what the API says.
 */
/** Pages drawn at once at most; a request beyond gets the app shell, so drawing pages never takes the whole server. */
const maxDrawing = 4;

export const createPageRenderer = (render: RenderPage, template: string, publicUrl: string, api: () => RequestListener) => {
  if (!template.includes(emptyRoot)) throw new Error(`The built index.html has no ${emptyRoot} to render pages into`);
  const readApi = async (apiPath: string) => {
    const answer = await inject(api(), { method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    if (answer.statusCode === 404) return null;
    if (answer.statusCode !== 200) throw new Error(`${apiPath} answered ${answer.statusCode} while a page was rendered`);
    return answer.json() as unknown;
  };
  let drawing = 0;
  return async (url: string): Promise<RenderedHtml | null> => {
    if (drawing >= maxDrawing) return null;
    drawing += 1;
    try {
      const page = await render(new URL(url, publicUrl), readApi);
      return page && { status: page.status, html: pageHtml(template, page) };
    } finally {
      drawing -= 1;
    }
  };
};
