import { firstPageShown } from './hydration';

/**
 * Loads code a screen's main control will need (a dialog's), so its first tap does not wait for it:
 * at once when a tap is already held for the page (lib/early-taps.ts), else once the page is shown
 * and the phone is idle. Nothing is loaded on the server.
 */
export function preloadSoon(load: () => Promise<unknown>): void {
  if (typeof document === 'undefined') return;
  const start = () => void load().catch(() => undefined);
  if (document.querySelector('[data-held]')) {
    start();
    return;
  }
  void firstPageShown.then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  });
}
