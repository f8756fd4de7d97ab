import type { FoundPiece, PieceSearchAnswer, PieceSearchParams } from '@stagehouse/shared/piece-search.schema';
import { startTransition, useEffect, useState } from 'react';
import { call, messageOf } from '../../lib/api';
import { localDb } from '../../lib/local-db';
import { useServerData } from '../../lib/server-data';
import { searchOnDevice } from './device-search';

/** A search's pieces so far; `fromDevice`: searched offline among what this device keeps, with no facets. */
export interface ShopResult extends Omit<PieceSearchAnswer, 'facets'> {
  facets: PieceSearchAnswer['facets'] | null;
  fromDevice: boolean;
}

/** The pieces searches showed that this device keeps for searching offline; the oldest go past this. */
const keptPieces = 600;

async function keepFound(items: FoundPiece[]) {
  const storedAt = new Date().toISOString();
  await localDb.foundPieces.bulkPut(items.map((item) => ({ ...item, storedAt })));
  const over = (await localDb.foundPieces.count()) - keptPieces;
  if (over > 0) await localDb.foundPieces.orderBy('storedAt').limit(over).delete();
}

/** The search run on what this device keeps: pieces searches showed, and saved pieces. */
async function searchKept(search: PieceSearchParams): Promise<ShopResult> {
  const [found, saved] = await Promise.all([localDb.foundPieces.toArray(), localDb.savedPieces.toArray()]);
  const known = new Set(found.map((piece) => piece.id));
  const pieces = [
    ...found.map((piece) => ({ ...piece, onHold: piece.onHold === true })),
    ...saved
      .filter((piece) => !known.has(piece.id))
      .map((piece) => ({ ...piece, openHouseDate: null, companyId: null, companyName: '', onHold: false })),
  ];
  const items = searchOnDevice(pieces, search, new Date().toLocaleDateString('en-CA'));
  return { items, facets: null, total: items.length, nextCursor: null, fromDevice: true };
}

/**
 * This tab's latest searches, each with every page loaded so far: Back draws the same list at once, as
 * tall as it was, and the browser puts the buyer back where they were in it.
 */
const recent = new Map<string, ShopResult>();
const recentSearches = 10;

function remember(key: string, result: ShopResult) {
  recent.delete(key);
  recent.set(key, result);
  if (recent.size > recentSearches) recent.delete(recent.keys().next().value!);
}

type Status = 'loading' | 'ready' | 'failed';

/** What a search shows at once: this tab's last answer of it, else the one the page was drawn with. */
const knownResult = (key: string, seed: PieceSearchAnswer | null | undefined): ShopResult | undefined =>
  recent.get(key) ?? (seed ? { ...seed, fromDevice: false } : undefined);

/**
 * A search of every available piece: the page the server drew it with, else this tab's last answer
 * of it, else the server's; offline, what this device keeps. More pieces come a page at a time.
 */
export function useShopSearch(search: PieceSearchParams) {
  const key = new URLSearchParams(search).toString();
  const seed = useServerData('searchPieces', { query: search });
  const [state, setState] = useState<{ key: string; result?: ShopResult; status: Status; error?: string }>(() => {
    const known = knownResult(key, seed);
    return { key, result: known, status: known ? 'ready' : 'loading' };
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const current = state.key === key ? state : { key, status: 'loading' as const };

  useEffect(() => {
    const known = knownResult(key, seed);
    if (known) {
      remember(key, known);
      setState({ key, result: known, status: 'ready' });
      if (seed) void keepFound(seed.items).catch(() => undefined);
      return;
    }
    const controller = new AbortController();
    setState({ key, status: 'loading' });
    call('searchPieces', { query: search, signal: controller.signal })
      .then((answer) => {
        const result = { ...answer, fromDevice: false };
        remember(key, result);
        startTransition(() => setState({ key, result, status: 'ready' }));
        void keepFound(answer.items).catch(() => undefined);
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (navigator.onLine) {
          setState({ key, status: 'failed', error: messageOf(error) });
          return;
        }
        const result = await searchKept(search).catch(() => undefined);
        setState(result ? { key, result, status: 'ready' } : { key, status: 'failed', error: messageOf(error) });
      });
    return () => controller.abort();
    // The search is its key; the seed is what the page was drawn with, read on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loadMore = async () => {
    const result = current.result;
    if (!result?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const answer = await call('searchPieces', { query: { ...search, cursor: result.nextCursor } });
      const seen = new Set(result.items.map((item) => item.id));
      const next = {
        ...result,
        items: [...result.items, ...answer.items.filter((item) => !seen.has(item.id))],
        nextCursor: answer.nextCursor,
      };
      remember(key, next);
      setState({ key, result: next, status: 'ready' });
      void keepFound(answer.items).catch(() => undefined);
    } catch (error) {
      setState((now) => (now.key === key ? { ...now, error: messageOf(error) } : now));
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    result: current.result,
    status: current.status,
    error: 'error' in current ? current.error : undefined,
    loadMore,
    loadingMore,
  };
}
