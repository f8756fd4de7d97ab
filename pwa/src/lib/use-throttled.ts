import { useEffect, useRef, useState } from 'react';

/** The value at most once per `ms`: a flood of IndexedDB changes (a long replay) redraws a big list a few times a second, not once per write. */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const shownAt = useRef(0);
  useEffect(() => {
    const show = () => {
      shownAt.current = Date.now();
      setShown(value);
    };
    const wait = shownAt.current + ms - Date.now();
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
