import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadForHeldTap } from './load-for-held-tap';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loadForHeldTap', () => {
  it('loads at once when a tap is held for the page, so the tap does not wait for the code', () => {
    document.body.innerHTML = '<button data-held>Request to buy</button>';
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loadForHeldTap(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead when no tap waits: a first visit downloads only what it shows', () => {
    document.body.innerHTML = '<button>Request to buy</button>';
    const load = vi.fn(() => Promise.resolve());
    loadForHeldTap(load);
    expect(load).not.toHaveBeenCalled();
  });
});
