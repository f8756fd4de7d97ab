import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint: tablets and up. */
export const fromMd = '(min-width: 768px)';

export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
