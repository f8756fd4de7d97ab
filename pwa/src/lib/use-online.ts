import { useSyncExternalStore } from 'react';

/** Whether the browser says it is online, following the online and offline events. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
