import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

/** A page as the server sends it, with the early taps script running in it. */
function page(body: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<div id="root">${body}</div>`;
  holdEarlyTaps(doc);
  const hydrate = () => doc.documentElement.setAttribute('data-hydrated', '');
  return { doc, hydrate };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early taps', () => {
  it('holds a tap made before hydration, shows it on the control, and replays it once however often it was made', async () => {
    const { doc, hydrate } = page('<button type="button">Request to buy</button>');
    const button = doc.querySelector('button')!;
    const early = vi.fn();
    doc.addEventListener('click', early);
    button.click();
    button.click();
    expect(early).not.toHaveBeenCalled();
    expect(button.hasAttribute('data-held')).toBe(true);

    const answered = vi.fn();
    button.addEventListener('click', answered);
    hydrate();
    await settled();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('data-held')).toBe(false);

    button.click();
    expect(answered).toHaveBeenCalledTimes(2);
  });

  it('leaves a link to the browser: the page it leads to is drawn by the server too', () => {
    const { doc } = page('<a href="/map"><span>Start Browsing</span></a>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(doc.querySelector('a')!.hasAttribute('data-held')).toBe(false);
  });

  it('does not replay a toggle the hydrated page already shows in the state the tap asked for', async () => {
    const { doc, hydrate } = page('<button type="button" aria-pressed="false">Save</button>');
    const heart = doc.querySelector('button')!;
    heart.click();
    const answered = vi.fn();
    heart.addEventListener('click', answered);
    // The device already had the piece saved: the hydrated heart is filled.
    heart.setAttribute('aria-pressed', 'true');
    hydrate();
    await settled();
    expect(answered).not.toHaveBeenCalled();
  });

  it('holds a submit and replays it as a submit once the form answers', async () => {
    const { doc, hydrate } = page('<form><input name="email"><button>Sign In</button></form>');
    const form = doc.querySelector('form')!;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    hydrate();
    await settled();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves taps outside the app and after hydration to the page', async () => {
    const { doc, hydrate } = page('<button type="button">In the app</button>');
    const outside = doc.createElement('button');
    doc.body.append(outside);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    hydrate();
    await settled();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('button')!.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('lets held taps go, and holds no more, when the app fails to start', async () => {
    const { doc } = page('<button type="button">Quick View</button>');
    const button = doc.querySelector('button')!;
    button.click();
    expect(button.hasAttribute('data-held')).toBe(true);
    doc.documentElement.setAttribute('data-start-failed', '');
    await settled();
    expect(button.hasAttribute('data-held')).toBe(false);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('hands text typed into a controlled field before hydration to React', async () => {
    const doc = document.implementation.createHTMLDocument();
    function Search() {
      const [text, setText] = useState('');
      // As the app does once the page has hydrated.
      useEffect(() => doc.documentElement.setAttribute('data-hydrated', ''), []);
      return (
        <>
          <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
          <output>{text}</output>
        </>
      );
    }
    doc.body.innerHTML = `<div id="root">${renderToString(<Search />)}</div>`;
    holdEarlyTaps(doc);
    const field = doc.querySelector('input')!;
    field.value = 'sofa';
    field.dispatchEvent(new Event('input', { bubbles: true }));

    const root = doc.getElementById('root')!;
    await act(async () => {
      hydrateRoot(root, <Search />);
      await settled();
    });
    await act(settled);
    expect(doc.querySelector('output')!.textContent).toBe('sofa');
    expect(field.value).toBe('sofa');
  });
});
