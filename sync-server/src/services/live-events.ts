import { EventEmitter } from 'node:events';
import type { Channel, ChannelListener } from '../db/postgres-channel';

/** Who a poke is for: every open app ('public': what buyers see changed), or one user's apps. */
export type LiveTopic = 'public' | `user:${number}`;

export interface LiveHub {
  /** Tells the apps of these topics to pull now; many pokes of one topic within a moment are sent as one. */
  poke(topics: LiveTopic[]): void;
  /** Listens to the topics until the returned function is called. */
  listen(topics: LiveTopic[], listener: (topic: LiveTopic) => void): () => void;
  /** The apps of these topics, on this process, pull now. */
  deliver(topics: LiveTopic[]): void;
  /** Every app on this process pulls now, all it shows: news may have been missed. */
  deliverAll(): void;
}

const topicPattern = /^(public|user:\d+)$/;

const isTopic = (name: unknown): name is LiveTopic => typeof name === 'string' && topicPattern.test(name);

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
    deliverAll() {
      hub.deliver(emitter.eventNames().filter(isTopic));
    },
  };
  return hub;
}

const topicsIn = (message: string): LiveTopic[] => message.split(' ').filter(isTopic);

/** What a shared hub tells the operator. */
export interface SharedHubLog {
  /** A poke could not go to the other processes (the database did not take it); this process's apps had it. */
  sendFailed(error: unknown): void;
  /** Pokes from the other processes stopped: the channel listens again as soon as it can. */
  lost(error: unknown): void;
  /** Pokes from the other processes are heard again, and every app of this process pulls. */
  back(): void;
}

/**
 * Pokes for the apps of every server process that opens the channel: delivered at once to this
 * process's apps and sent to the others' through the channel. When the channel listens again after
 * it stopped, every app of this process pulls, since what others sent meanwhile was not heard.
 */
export function sharedLiveHub(
  open: (listener: ChannelListener) => Channel,
  log: SharedHubLog,
): { hub: LiveHub; close: () => Promise<void> } {
  // Sending waits for a poke's moment to pass, by when the channel is open.
  const hub = createLiveHub((topics) => void channel.send(topics.join(' ')).catch(log.sendFailed));
  const channel = open({
    hear: (message) => hub.deliver(topicsIn(message)),
    lost: log.lost,
    back: () => {
      log.back();
      hub.deliverAll();
    },
  });
  return { hub, close: () => channel.close() };
}
