import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishHydrating } from './hydration';
import { preloadSoon } from './preload-soon';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('preloadSoon', () => {
  it('loads at once when a tap is already held for the page, so the tap does not wait for the code', () => {
    document.body.innerHTML = '<button data-held>Request to buy</button>';
    const load = vi.fn(() => Promise.resolve());
    preloadSoon(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('otherwise waits until the page is shown and the phone is idle, and loads once', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    preloadSoon(load);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    finishHydrating();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
