/** How deep a JSON value the app reads may nest arrays and objects: its bodies and import files go a few levels deep. */
export const maxJsonDepth = 32;

/** Whether the value nests arrays and objects at most `max` deep; walked without recursion, so any value can be asked about. */
export function nestsAtMost(value: unknown, max = maxJsonDepth): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (depth >= max) return false;
    for (const child of Object.values(next)) pending.push([child, depth + 1]);
  }
  return true;
}
