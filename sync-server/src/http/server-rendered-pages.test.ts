import { describe, expect, it } from 'vitest';
import { pageHtml } from './server-rendered-pages';

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
