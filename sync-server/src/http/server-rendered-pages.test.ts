import { describe, expect, it } from 'vitest';
import { processVersion } from '../infra/public-version';
import { createPageRenderer, pageHtml } from './server-rendered-pages';

const template =
  '<!doctype html><html><head><title>Stagehouse</title><style>a{}</style></head><body><div id="root"></div><script>boot()</script></body></html>';

describe('a rendered page in the built index.html', () => {
  it('takes the page title instead of the default, its styles in the head, its markup in #root and its data after', () => {
    const html = pageHtml(
      template,
      {
        status: 200,
        head: '<title>Map | Stagehouse</title><style>b{}</style>',
        body: '<main>$& $1 map</main>',
        data: { '/api/x': { n: 1 } },
      },
      'mark7',
    );
    expect(html).toBe(
      '<!doctype html><html><head><style>a{}</style><title>Map | Stagehouse</title><style>b{}</style></head><body><div id="root"><main>$& $1 map</main></div>' +
        '<script type="application/json" id="server-data" data-public-version="mark7">{"/api/x":{"n":1}}</script><script>boot()</script></body></html>',
    );
  });

  it('keeps the default title for a page without one', () => {
    expect(pageHtml(template, { status: 200, head: '<style>b{}</style>', body: '', data: {} }, 'mark0')).toContain(
      '<title>Stagehouse</title>',
    );
  });

  it('never lets data end its script element or open a comment', () => {
    const html = pageHtml(
      template,
      {
        status: 200,
        head: '',
        body: '',
        data: { '/api/x': { name: '</script><script>alert(1)</script><!--' } },
      },
      'mark0',
    );
    const data = html.slice(
      html.indexOf('data-public-version="mark0">') + 'data-public-version="mark0">'.length,
      html.indexOf('</script><script>boot()'),
    );
    expect(data).not.toMatch(/</);
    expect(JSON.parse(data)).toEqual({ '/api/x': { name: '</script><script>alert(1)</script><!--' } });
  });
});

describe('the page renderer', () => {
  it('names in the page the mark of the public writes it was drawn at', async () => {
    const version = processVersion();
    await version.moveOn();
    await version.moveOn();
    const pages = createPageRenderer(
      { pageOf: (url: URL) => url, renderPage: async () => ({ status: 200, head: '', body: '', data: {} }) },
      template,
      'http://localhost:8080',
      version,
      async () => undefined,
    );
    expect((await pages.draw('/map'))?.html).toContain(`id="server-data" data-public-version="${await version.mark()}"`);
  });

  const page = (url: URL) => ({ status: 200, head: '', body: url.pathname, data: {} });
  const renderer = {
    pageOf: (url: URL) =>
      url.pathname.startsWith('/map')
        ? new URL(`${url.pathname}${url.searchParams.has('city') ? `?city=${url.searchParams.get('city')}` : ''}`, url)
        : null,
    renderPage: async (url: URL) => page(url),
  };

  it('draws the page a URL names, joined to this site (a path of "//" is not a host), kept only without a query', () => {
    const pages = createPageRenderer(renderer, template, 'https://stagehouse.example/', processVersion(), async () => undefined);
    expect(pages.pageOf('/map?utm=1&city=Reno')).toEqual({ key: '/map?city=Reno', keep: false });
    expect(pages.pageOf('/map?utm=1')).toEqual({ key: '/map', keep: true });
    expect(pages.pageOf('//map')).toBeNull();
    // An absolute-form target or "*" is no path of this site (Koa reads the path of the first).
    expect(pages.pageOf('http://evil.example/map')).toBeNull();
    expect(pages.pageOf('*')).toBeNull();
    expect(pages.pageOf('/sales')).toBeNull();
  });

  it("draws at most eight pages a second: a request beyond gets the app shell (null) instead of the server's time", async () => {
    let clock = 0;
    const pages = createPageRenderer(
      renderer,
      template,
      'http://localhost:8080',
      processVersion(),
      async () => undefined,
      () => clock,
    );
    const drawn = await Promise.all(Array.from({ length: 10 }, () => pages.draw('/map')));
    expect(drawn.map((p) => p?.status ?? 'shell')).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 'shell', 'shell']);
    clock += 250;
    expect((await Promise.all([pages.draw('/map'), pages.draw('/map'), pages.draw('/map')])).map((p) => p?.status ?? 'shell')).toEqual([
      200,
      200,
      'shell',
    ]);
  });
});
