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
  /**
   * Every app on this process pulls, all it shows: news may have been missed. With `withinMs`, each app
   * at a random moment within it, so they do not all ask at once.
   */
  deliverAll(withinMs?: number): void;
}

const topicPattern = /^(public|user:\d+)$/;

const isTopic = (name: unknown): name is LiveTopic => typeof name === 'string' && topicPattern.test(name);

const coalesceMs = 150;

/** How long the pulls after the channel's return may be spread, at most: all within a second of the database's return. */
const spreadMs = 900;

/** After the channel's return every app pulls at most once in this long: a flapping connection does not make them pull on every flap. */
const pullAllEveryMs = 30_000;

/**
 * Pokes: a poke only says "pull now", the data still comes through the API. Pokes within a moment
 * go out as one, through `send`: straight to this process's apps, or to every process's.
 */
export function createLiveHub(send?: (topics: LiveTopic[]) => void): LiveHub {
  // Sets, not an EventEmitter's arrays: thousands of streams closing at once each leave in one step.
  const listeners = new Map<LiveTopic, Set<(topic: LiveTopic) => void>>();
  const due = new Set<LiveTopic>();
  // The listeners not yet stopped, so a pull spread over a moment skips a stream closed meanwhile.
  const active = new Set<(topic: LiveTopic) => void>();
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
      const each = (topic: LiveTopic) => listener(topic);
      active.add(each);
      for (const topic of topics) {
        const heard = listeners.get(topic) ?? new Set();
        heard.add(each);
        listeners.set(topic, heard);
      }
      return () => {
        active.delete(each);
        for (const topic of topics) {
          const heard = listeners.get(topic);
          heard?.delete(each);
          if (heard?.size === 0) listeners.delete(topic);
        }
      };
    },
    deliver(topics) {
      for (const topic of topics) for (const each of [...(listeners.get(topic) ?? [])]) each(topic);
    },
    deliverAll(withinMs = 0) {
      const topicsOf = new Map<(topic: LiveTopic) => void, LiveTopic[]>();
      for (const [topic, heard] of listeners) {
        for (const each of heard) topicsOf.set(each, [...(topicsOf.get(each) ?? []), topic]);
      }
      for (const [each, topics] of topicsOf) {
        const pull = () => {
          if (active.has(each)) for (const topic of topics) each(topic);
        };
        if (withinMs > 0) setTimeout(pull, Math.random() * withinMs).unref();
        else pull();
      }
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
  /** Pokes from the other processes are heard again, and every app of this process pulls (at most once in 30 s). */
  back(): void;
}

export interface SharedHubOptions {
  /** After the channel's return every app pulls at most once in this long; 30 s unless set. */
  pullAllEveryMs?: number;
}

/**
 * Pokes for the apps of every server process that opens the channel: delivered at once to this
 * process's apps and sent to the others' through the channel. When the channel listens again after
 * it stopped, every app of this process pulls, since what others sent meanwhile was not heard: spread
 * over a moment, and at most once in 30 s (a return sooner than that has them pull when the 30 s end).
 */
export function sharedLiveHub(
  open: (listener: ChannelListener) => Channel,
  log: SharedHubLog,
  options: SharedHubOptions = {},
): { hub: LiveHub; close: () => Promise<void> } {
  const everyMs = options.pullAllEveryMs ?? pullAllEveryMs;
  let listening = true;
  let lastPullAll = -Infinity;
  let later: NodeJS.Timeout | undefined;
  const pullAll = (withinMs: number) => {
    lastPullAll = performance.now();
    hub.deliverAll(withinMs);
  };
  // Sending waits for a poke's moment to pass, by when the channel is open.
  const hub = createLiveHub((topics) => void channel.send(topics.join(' ')).catch(log.sendFailed));
  const channel = open({
    hear: (message) => hub.deliver(topicsIn(message)),
    lost: (error) => {
      listening = false;
      log.lost(error);
    },
    back: (downAt) => {
      listening = true;
      log.back();
      const now = performance.now();
      const wait = lastPullAll + everyMs - now;
      // The database came back after `downAt`: every app pulls within a second of that.
      if (wait <= 0) pullAll(Math.max(0, Math.min(spreadMs, downAt + spreadMs - now)));
      else
        later ??= setTimeout(() => {
          later = undefined;
          // Lost again meanwhile: the next return has them pull.
          if (listening) pullAll(spreadMs);
        }, wait);
    },
  });
  return {
    hub,
    close: () => {
      clearTimeout(later);
      return channel.close();
    },
  };
}
