import { EventEmitter } from 'node:events';

/** Who a poke is for: every open app ('public': what buyers see changed), or one user's apps. */
export type LiveTopic = 'public' | `user:${number}`;

export interface LiveHub {
  /** Tells the apps of these topics to pull now; many pokes of one topic within a moment are sent as one. */
  poke(topics: LiveTopic[]): void;
  /** Listens to the topics until the returned function is called. */
  listen(topics: LiveTopic[], listener: (topic: LiveTopic) => void): () => void;
}

const coalesceMs = 150;

/** Pokes in this process: a poke only says "pull now", the data still comes through the API. */
export function createLiveHub(): LiveHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const due = new Set<LiveTopic>();
  let timer: NodeJS.Timeout | undefined;
  const send = () => {
    timer = undefined;
    for (const topic of due) emitter.emit(topic, topic);
    due.clear();
  };
  return {
    poke(topics) {
      for (const topic of topics) due.add(topic);
      timer ??= setTimeout(send, coalesceMs);
    },
    listen(topics, listener) {
      for (const topic of topics) emitter.on(topic, listener);
      return () => {
        for (const topic of topics) emitter.off(topic, listener);
      };
    },
  };
}
