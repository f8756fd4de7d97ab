const here = 'https://stagehouse.invalid';

/** Where to go after signing in: the page a guard sent the visitor away from, if it is a path on this site. */
export function returnPathOf(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  // Parsed the way the browser would: "//host", "/\host" and tabs inside all reach another origin.
  const url = new URL(from, here);
  return url.origin === here ? url.pathname + url.search + url.hash : null;
}
