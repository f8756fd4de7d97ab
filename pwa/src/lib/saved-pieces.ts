import { useLiveQuery } from 'dexie-react-hooks';
import { apiPaths } from '@stagehouse/shared/api-paths';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { useAuthStore } from './auth-store';
import { localDb } from './local-db';
import { enqueue, requestReplay } from './outbox';

/** Saves or unsaves a piece locally at once; a signed-in user's change also goes to the server. */
export const toggleSaved = async (piece: Furniture): Promise<'added' | 'removed'> => {
  const signedIn = useAuthStore.getState().user !== null;
  const result = await localDb.transaction('rw', localDb.cart, localDb.outbox, async () => {
    const saved = await localDb.cart.get(piece.id);
    if (saved) await localDb.cart.delete(piece.id);
    else await localDb.cart.add({ ...piece, savedAt: new Date().toISOString() });
    if (signedIn) {
      await enqueue({ entity: 'favorite', entityId: piece.id, method: saved ? 'DELETE' : 'PUT', url: apiPaths.favorite(piece.id), label: `${saved ? 'Unsave' : 'Save'} ${piece.name}` });
    }
    return saved ? 'removed' : 'added';
  });
  if (signedIn) void requestReplay();
  return result;
};

/** On sign-in: the local saved pieces go to the server and the server's come here (the pull), so both hold the union. */
export const mergeSavedOnSignIn = async (): Promise<void> => {
  const local = await localDb.cart.toArray();
  await localDb.transaction('rw', localDb.outbox, async () => {
    for (const piece of local) await enqueue({ entity: 'favorite', entityId: piece.id, method: 'PUT', url: apiPaths.favorite(piece.id), label: `Save ${piece.name}` });
  });
  await requestReplay();
};

export const useSavedPieces = () => useLiveQuery(() => localDb.cart.orderBy('savedAt').reverse().toArray(), []);

export const useIsSaved = (id: string): boolean => useLiveQuery(async () => (await localDb.cart.get(id)) !== undefined, [id]) ?? false;
