import { describe, expect, it } from 'vitest';
import { createPageRenderer, pageHtml } from './server-rendered-pages';

const template = '<!doctype html><html><head><title>Stagehouse</title><style>a{}</style></head><body><div id="root"></div><script>boot()</script></body></html>';

describe('a rendered page in the built index.html', () => {
  it('takes the page title instead of the default, its styles in the head, its markup in #root and its data after', () => {
    const html = pageHtml(template, { status: 200, head: '<title>Map | Stagehouse</title><style>b{}</style>', body: '<main>$& $1 map</main>', data: { '/api/x': { n: 1 } } });
    expect(html).toBe(
      '<!doctype html><html><head><style>a{}</style><title>Map | Stagehouse</title><style>b{}</style></head><body><div id="root"><main>$& $1 map</main></div>' +
        '<script type="application/json" id="server-data">{"/api/x":{"n":1}}</script><script>boot()</script></body></html>',
    );
  });

  it('keeps the default title for a page without one', () => {
    expect(pageHtml(template, { status: 200, head: '<style>b{}</style>', body: '', data: {} })).toContain('<title>Stagehouse</title>');
  });

  it('never lets data end its script element or open a comment', () => {
    const html = pageHtml(template, { status: 200, head: '', body: '', data: { '/api/x': { name: '</script><script>alert(1)</script><!--' } } });
    const data = html.slice(html.indexOf('id="server-data">') + 'id="server-data">'.length, html.indexOf('</script><script>boot()'));
    expect(data).not.toMatch(/</);
    expect(JSON.parse(data)).toEqual({ '/api/x': { name: '</script><script>alert(1)</script><!--' } });
  });
});

describe('the page renderer', () => {
  it('draws at most four pages at once: a request beyond gets the app shell (null) instead of waiting for the server', async () => {
    const waiting: (() => void)[] = [];
    const render = (url: URL) =>
      new Promise<{ status: number; head: string; body: string; data: Record<string, unknown> }>((resolve) =>
        waiting.push(() => resolve({ status: 200, head: '', body: url.pathname, data: {} })),
      );
    const draw = createPageRenderer(render, template, 'http://localhost:8080', () => () => undefined);
    const drawn = Array.from({ length: 5 }, (_, i) => draw(`/open-house/${i}`));
    expect(await drawn[4]).toBeNull();
    for (const release of waiting) release();
    expect((await Promise.all(drawn.slice(0, 4))).map((page) => page?.html.includes('<div id="root">/open-house/'))).toEqual([true, true, true, true]);
    const again = draw('/map');
    waiting.at(-1)!();
    expect((await again)?.status, 'drawing again once the four are done').toBe(200);
  });
});
