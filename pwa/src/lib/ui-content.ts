import type { UiContent } from '@stagehouse/shared/ui-content.schema';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from './api';
import { localDbLoaded } from './local-db-loaded';
import { useServerData } from './server-data';

/**
 * What the server shows everyone (banners, feature switches, what's new, categories, tags), read once
 * per signed-in user. A tiny store rather than TanStack Query, so the shell's first download stays small.
 */
let current: { userId: number | null; content: UiContent } | null = null;
let loading: number | null | undefined;
const listeners = new Set<() => void>();

function show(userId: number | null, content: UiContent) {
  current = { userId, content };
  for (const listener of listeners) listener();
}

/** Whose answer a kept one is: a user's id, or 0 for a visitor's. */
const keptAs = (userId: number | null) => userId ?? 0;

/**
 * The answer is kept on the device (the category names of saved pieces need it offline too) and read
 * from there when the server cannot be reached. It is kept once the page uses the device's database
 * anyway: a page that keeps nothing else (Home, Login) does not download it for this alone.
 */
async function keep(userId: number | null, content: UiContent) {
  await localDbLoaded;
  const { localDb } = await import('./local-db');
  await localDb.uiContent.put({ userId: keptAs(userId), content });
}

async function kept(userId: number | null) {
  const { localDb } = await import('./local-db');
  return (await localDb.uiContent.get(keptAs(userId)))?.content;
}

function load(userId: number | null) {
  if (loading === userId || current?.userId === userId) return;
  loading = userId;
  call('uiContent')
    .then((content) => {
      show(userId, content);
      void keep(userId, content).catch(() => undefined);
    })
    .catch(async () => {
      const content = await kept(userId);
      if (content && loading === userId) show(userId, content);
    })
    .catch(() => undefined)
    .finally(() => {
      if (loading === userId) loading = undefined;
    });
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useUiContent(userId: number | null): UiContent | null {
  const rendered = useServerData('uiContent') ?? null;
  useEffect(() => {
    // A visitor's page comes with the answer: it is theirs until someone signs in.
    if (rendered && !current) {
      current = { userId: null, content: rendered };
      void keep(null, rendered).catch(() => undefined);
    }
    load(userId);
  }, [rendered, userId]);
  return useSyncExternalStore(
    subscribe,
    () => current?.content ?? rendered,
    // A part of the page that hydrates after the rest finds the answer the rest took over (the server never holds one).
    () => rendered ?? current?.content ?? null,
  );
}
