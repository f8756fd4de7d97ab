/**
 * Resolves once the requests that have arrived meanwhile have had their turn. Awaiting a query does
 * not do that on SQLite, whose queries run at once: long work awaits this between its parts.
 */
export const othersFirst = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The items mapped in slices of `size`, with other requests answered between slices. */
export async function mapInSlices<T, U>(items: readonly T[], size: number, map: (item: T, index: number) => U): Promise<U[]> {
  const mapped: U[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await othersFirst();
    for (let index = start; index < Math.min(items.length, start + size); index += 1) mapped.push(map(items[index]!, index));
  }
  return mapped;
}
