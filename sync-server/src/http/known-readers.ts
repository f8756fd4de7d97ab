/** Who a signed-in reader was when their session was last read: enough to tell whether a kept public answer is theirs to get. */
export interface KnownReader {
  userId: number;
  admin: boolean;
}

/**
 * The readers of recent signed-in requests, by session key, for a minute at most and `maxReaders` at
 * most (oldest out first). It only ever decides that a reader gets the answer a visitor gets, which a
 * session ended meanwhile may get too; whoever may see more is still read from the database.
 */
export function createKnownReaders(maxReaders = 10_000, keptMs = 60_000) {
  const known = new Map<string, KnownReader & { until: number }>();
  return {
    remember(sessionKey: string, reader: KnownReader): void {
      known.delete(sessionKey);
      known.set(sessionKey, { ...reader, until: Date.now() + keptMs });
      if (known.size > maxReaders) known.delete(known.keys().next().value as string);
    },
    of(sessionKey: string): KnownReader | undefined {
      const reader = known.get(sessionKey);
      if (reader && reader.until < Date.now()) known.delete(sessionKey);
      return reader && reader.until >= Date.now() ? reader : undefined;
    },
  };
}

export type KnownReaders = ReturnType<typeof createKnownReaders>;
