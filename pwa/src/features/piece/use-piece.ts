import type { PieceView } from '@stagehouse/shared/piece-view.schema';
import { useStoredQuery } from '../../lib/use-stored-query';
import { addressOf, call } from '../../lib/api';
import { localDb, type StoredPiece } from '../../lib/local-db';
import { useServerData } from '../../lib/server-data';
import { useSyncedRecord } from '../../lib/use-synced-record';

/** A piece this device already holds (saved, or the lister's own), until its page has been read once. */
async function knownPiece(id: string): Promise<StoredPiece | undefined> {
  const piece = (await localDb.savedPieces.get(id)) ?? (await localDb.ownPieces.get(id));
  return piece ? { id, piece, house: null, onHold: false, similar: [], storedAt: '' } : undefined;
}

/** A piece's page from IndexedDB at once, refreshed from the server; kept so it opens again offline. */
export function usePiece(id: string) {
  const path = addressOf('pieceView', { params: { id } });
  const local = useStoredQuery(async () => (await localDb.pieces.get(id)) ?? (await knownPiece(id)) ?? null, [id]);
  const seed = useServerData('pieceView', { params: { id } });
  const { record, state } = useSyncedRecord<PieceView>({
    key: path,
    local,
    seed,
    fetch: () => call('pieceView', { params: { id } }),
    keep: async (view) => {
      await localDb.pieces.put({ ...view, id, storedAt: new Date().toISOString() });
    },
    forget: () => localDb.pieces.delete(id),
  });
  return { view: record, state };
}
