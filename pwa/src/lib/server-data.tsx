import type { AnswerOf, EndpointName } from '@stagehouse/shared/endpoints';
import { createContext, useContext, useEffect, useState } from 'react';
import { addressOf, type CallArguments } from './api';

/** The API answers a page was rendered with on the server, by API path; null where the server answered 404. */
export type ServerData = Record<string, unknown>;

/** A page's ServerData, each answer handed out until the page has shown it once. */
export class ServerAnswers {
  readonly #answers: Map<string, unknown>;

  constructor(data: ServerData) {
    this.#answers = new Map(Object.entries(data));
  }

  get(path: string): unknown {
    return this.#answers.get(path);
  }

  /** Once shown, an answer is the page's own: a later visit of the same path reads afresh. */
  shown(path: string): void {
    this.#answers.delete(path);
  }
}

const ServerAnswersContext = createContext(new ServerAnswers({}));

export const ServerAnswersProvider = ServerAnswersContext.Provider;

/** The element of a server-rendered page that carries its ServerData as JSON. */
export const serverDataElementId = 'server-data';

/** On the client: the mark of the public writes the server drew this page at; null for the app shell. */
export const drawnPublicVersion = (): string | null =>
  document.getElementById(serverDataElementId)?.getAttribute('data-public-version') ?? null;

/** On the client: what the server rendered this page with; none for the app shell. */
export function readServerAnswers(): ServerAnswers {
  const text = document.getElementById(serverDataElementId)?.textContent;
  return new ServerAnswers(text ? (JSON.parse(text) as ServerData) : {});
}

/**
 * The answer the server rendered this page with for a call: the components shown with the page keep it
 * while mounted (so hydration matches); once shown, later ones (after navigating away and back) read their own.
 * undefined: the server did not read it; null: the server answered 404. It is the server's own answer of the
 * endpoint, not parsed again here: that would put the schemas in every page's first load.
 */
export function useServerData<Name extends EndpointName>(name: Name, ...input: CallArguments<Name>): AnswerOf<Name> | null | undefined {
  const path = addressOf(name, ...input);
  const answers = useContext(ServerAnswersContext);
  const [taken] = useState(() => ({ path, value: answers.get(path) as AnswerOf<Name> | null | undefined }));
  useEffect(() => answers.shown(taken.path), [answers, taken.path]);
  return taken.path === path ? taken.value : undefined;
}
