import { useEffect, useState } from 'react';

/** The time now, moved on every `everyMs` (so what depends on the day changes while a page stays open). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
