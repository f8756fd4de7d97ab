/**
 * Work queued per key, run one at a time in the order asked (in this process): `inTurn(key, work)`
 * starts `work` once the key's earlier work has settled.
 */
export function oneAtATime() {
  const last = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const mine = (last.get(key) ?? Promise.resolve()).then(work, work);
    const settled = mine.catch(() => undefined);
    last.set(key, settled);
    try {
      return await mine;
    } finally {
      if (last.get(key) === settled) last.delete(key);
    }
  };
}
