import { useEffect } from 'react';
import { finishHydrating } from '../lib/hydration';

/** Committed with the first page: a server-drawn page has then hydrated, its header and its content. */
export function PageShown() {
  useEffect(finishHydrating, []);
  return null;
}
