import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it is opened on, and keeps it mounted after
 * (so a confirmation stays on screen): its code is not part of the page's first download.
 */
export function LoadedWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
