import { useStoredQuery } from './use-stored-query';
import { localDb, type OutboxEntity, type OutboxEntry } from './local-db';

/** The writes of one kind on this device, by item: those waiting to be sent (oldest first), and the one the server refused (if any). */
export const useQueuedWrites = (entity: OutboxEntity) =>
  useStoredQuery(async () => {
    const waiting = new Map<string, OutboxEntry[]>();
    const refused = new Map<string, OutboxEntry>();
    for (const entry of await localDb.outbox
      .orderBy('createdAt')
      .filter((e) => e.entity === entity)
      .toArray()) {
      if (entry.status === 'pending') waiting.set(entry.entityId, [...(waiting.get(entry.entityId) ?? []), entry]);
      else refused.set(entry.entityId, entry);
    }
    return { waiting, refused };
  }, [entity]);

/** One item's writes: the one the server refused, if any, else those waiting. While one is refused none waits: the item shows as the server has it. */
export function writesOfItem(
  queued: ReturnType<typeof useQueuedWrites>,
  itemId: string,
): { refused?: OutboxEntry; waiting: OutboxEntry[] } {
  const refused = queued?.refused.get(itemId);
  return { refused, waiting: refused ? [] : (queued?.waiting.get(itemId) ?? []) };
}
