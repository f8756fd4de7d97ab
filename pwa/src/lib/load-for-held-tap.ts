/**
 * Loads the code a screen's main control needs (its dialog) at once when a tap is already held for
 * the page (lib/early-taps.ts), so the replayed tap does not wait for it. Otherwise the code loads on
 * the tap, as usual: loading it ahead would make every first visit download and run it.
 */
export function loadForHeldTap(load: () => Promise<unknown>): void {
  if (typeof document === 'undefined' || !document.querySelector('[data-held]')) return;
  void load().catch(() => undefined);
}
