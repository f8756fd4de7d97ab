import { useEffect, useRef, useState } from 'react';

/** How much of a long list to render: a first page, then one more each time the marker after the list comes into view. */
export function useShownCount(total: number, pageSize: number) {
  const [shown, setShown] = useState(pageSize);
  const marker = useRef<HTMLParagraphElement>(null);
  const more = shown < total;
  useEffect(() => {
    const target = marker.current;
    if (!more || !target) return;
    // Observed anew after each page, so a marker still in view asks for the next one at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + pageSize);
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, pageSize, shown]);
  return { shown: Math.min(shown, total), marker };
}
