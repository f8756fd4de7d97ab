import { startTransition, useEffect, useState } from 'react';

let hydrating = false;
let pageShown: () => void = () => undefined;

/** Settles once the first page has committed (hydrated, or rendered for the app shell): work that can wait for it, waits. */
export const firstPageShown = new Promise<void>((resolve) => {
  pageShown = resolve;
});

/** The browser entry is about to hydrate a page the server drew. */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * The page has committed its first render: hydrated (or rendered, for the app shell). The document is
 * marked, so tests and tools know a server-drawn page now answers clicks.
 */
export function finishHydrating(): void {
  hydrating = false;
  document.documentElement.setAttribute('data-hydrated', '');
  pageShown();
}

/**
 * A value only the browser knows (storage, the device), read at render. While a server-drawn page
 * hydrates it is `onServer`, as the server drew it, and the browser's value follows in a transition,
 * so the phone is not held by a second full render; a component drawn later reads it at once.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  const [readable, setReadable] = useState(!hydrating);
  useEffect(() => {
    if (!readable) startTransition(() => setReadable(true));
  }, [readable]);
  return readable && typeof window !== 'undefined' ? read() : onServer;
}
