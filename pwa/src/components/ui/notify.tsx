import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { Notice } from './notice';

/** The toast machinery loads with the first notice, not with the first page. */
const loadToaster = () => import('./toaster');
const LazyToaster = lazyComponent(() => loadToaster().then((m) => m.Toaster));

let wanted = false;
const listeners = new Set<() => void>();

/** Shows a notice (default or destructive); only one is on screen at a time. */
export function notify(notice: Notice): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void loadToaster().then((m) => m.showNotice(notice));
}

export function Notices() {
  const mounted = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => wanted,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
