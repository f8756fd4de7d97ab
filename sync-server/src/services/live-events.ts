import { EventEmitter } from 'node:events';
import type { Channel } from '../db/postgres-channel';

/** Who a poke is for: every open app ('public': what buyers see changed), or one user's apps. */
export type LiveTopic = 'public' | `user:${number}`;

export interface LiveHub {
  /** Tells the apps of these topics to pull now; many pokes of one topic within a moment are sent as one. */
  poke(topics: LiveTopic[]): void;
  /** Listens to the topics until the returned function is called. */
  listen(topics: LiveTopic[], listener: (topic: LiveTopic) => void): () => void;
  /** The apps of these topics, on this process, pull now. */
  deliver(topics: LiveTopic[]): void;
}

const coalesceMs = 150;

/**
 * Pokes: a poke only says "pull now", the data still comes through the API. Pokes within a moment
 * go out as one, through `send`: straight to this process's apps, or to every process's.
 */
export function createLiveHub(send?: (topics: LiveTopic[]) => void): LiveHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const due = new Set<LiveTopic>();
  let timer: NodeJS.Timeout | undefined;
  const hub: LiveHub = {
    poke(topics) {
      for (const topic of topics) due.add(topic);
      timer ??= setTimeout(() => {
        timer = undefined;
        const topics = [...due];
        due.clear();
        (send ?? hub.deliver)(topics);
      }, coalesceMs);
    },
    listen(topics, listener) {
      for (const topic of topics) emitter.on(topic, listener);
      return () => {
        for (const topic of topics) emitter.off(topic, listener);
      };
    },
    deliver(topics) {
      for (const topic of topics) emitter.emit(topic, topic);
    },
  };
  return hub;
}

const topicPattern = /^(public|user:\d+)$/;

const topicsIn = (message: string): LiveTopic[] => message.split(' ').filter((t): t is LiveTopic => topicPattern.test(t));

/** Pokes for the apps of every server process that opens the channel: sent through it, and delivered as heard. */
export function sharedLiveHub(
  open: (hear: (message: string) => void) => Channel,
  warn: (error: unknown) => void,
): { hub: LiveHub; close: () => Promise<void> } {
  // Sending waits for a poke's moment to pass, by when the channel is open.
  const hub = createLiveHub((topics) => void channel.send(topics.join(' ')).catch(warn));
  const channel = open((message) => hub.deliver(topicsIn(message)));
  return { hub, close: () => channel.close() };
}
