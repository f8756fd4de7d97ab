import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { loadRouteCode } from './app/route-code';
import { linkPreviewHead, linkPreviewOf } from './app/link-previews';
import { AppRoutes, type RouteHandle, routes } from './app/routes';
import { addressOf } from './lib/api';
import { queryClient } from './lib/query-client';
import { type ServerData, ServerAnswers, ServerAnswersProvider } from './lib/server-data';

export interface RenderedPage {
  /** 404 when the page's record does not exist. */
  status: number;
  /** The page's title and the styles of what was rendered, for the document head. */
  head: string;
  /** What goes inside #root. */
  body: string;
  data: ServerData;
}

/** Reads an API path as a signed-out visitor would: its JSON answer, null where it answers 404, undefined where it refuses (a bad filter). */
export type ReadApi = (path: string) => Promise<unknown>;

/** Emotion's server cache keeps each rule it was given (compat), so they can go to the head in one tag. */
function collectingStyles() {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** React writes a page's <title> where the page renders it; it belongs in the head. */
const titleElement = /<title>[^<]*<\/title>/g;

/** A path as the app's links spell it: lower case, no escapes, no trailing slash; the one a page is drawn and kept under. */
const oneSpelling = /^\/$|^(\/[a-z0-9-]+)+$/;

/**
 * The page the server draws for `url`: its path with only the query parameters the page reads, in
 * order; null for a page the app draws only in the browser (signed-in screens, the back office, an
 * unknown path, a path or an id spelled in any other than its one form).
 */
export function pageOf(url: URL): URL | null {
  if (!oneSpelling.test(url.pathname)) return null;
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  const page = (leaf?.route.handle as RouteHandle | undefined)?.page;
  if (!leaf || !page) return null;
  if (Object.entries(page.ids ?? {}).some(([name, form]) => !form.test(leaf.params[name] ?? ''))) return null;
  const canonical = new URL(url.pathname, url);
  for (const name of [...(page.query ?? [])].sort()) {
    const value = url.searchParams.get(name);
    if (value) canonical.searchParams.set(name, value);
  }
  return canonical;
}

/**
 * A page (as pageOf gives it) as a signed-out visitor first sees it, rendered with the API answers it
 * reads first; null where it cannot be drawn (one of its answers is refused: the browser draws it).
 */
export async function renderPage(url: URL, readApi: ReadApi): Promise<RenderedPage | null> {
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  const page = (leaf?.route.handle as RouteHandle | undefined)?.page;
  if (!leaf || !page) return null;
  await loadRouteCode(url.pathname);
  const paths = [addressOf('uiContent'), ...(page.serverData?.(url, leaf.params) ?? [])];
  const answers = await Promise.all(paths.map(readApi));
  if (answers.includes(undefined)) return null;
  const data: ServerData = Object.fromEntries(paths.map((path, i) => [path, answers[i]]));

  const styles = collectingStyles();
  // The one query cache of the app starts empty for each page, so no visitor sees another's answers.
  queryClient.clear();
  const html = renderToString(
    <CacheProvider value={styles}>
      <ServerAnswersProvider value={new ServerAnswers(data)}>
        <AppProvider>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </ServerAnswersProvider>
    </CacheProvider>,
  );
  const rules = Object.entries(styles.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const title = html.match(titleElement)?.at(-1) ?? '';
  // The record a page of one record is drawn with comes right after the texts every page reads.
  const preview = linkPreviewOf(leaf.route.path, answers[1], url);
  return {
    status: answers.includes(null) ? 404 : 200,
    head: `${title}${preview ? linkPreviewHead(preview) : ''}<style data-emotion="css ${rules.map(([id]) => id).join(' ')}">${rules.map(([, rule]) => rule).join('')}</style>`,
    body: html.replace(titleElement, ''),
    data,
  };
}
