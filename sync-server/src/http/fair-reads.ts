import { tooManyRequests } from './errors';
import { othersFirst } from '../taking-turns';

/**
 * Runs reads `slots` at a time, taking turns between addresses: each address's reads wait in a line
 * of their own, and a free slot goes to the next address in turn. An address that sends hundreds of
 * reads at once waits behind itself, while another address's read waits for a few at most. Past
 * `waiting` reads in its line, an address is answered 429.
 */
export function fairReads({ slots, waiting }: { slots: number; waiting: number }) {
  const lines = new Map<string, (() => void)[]>();
  let running = 0;
  let dispatching = false;

  const dispatch = async () => {
    if (dispatching) return;
    dispatching = true;
    // Requests that arrived meanwhile join their lines first (SQLite's queries do not let them in).
    await othersFirst();
    dispatching = false;
    while (running < slots && lines.size > 0) {
      // A Map keeps the order addresses were added in: the first line takes a turn, then goes last.
      const [address, line] = lines.entries().next().value!;
      lines.delete(address);
      const start = line.shift()!;
      if (line.length > 0) lines.set(address, line);
      running += 1;
      start();
    }
  };

  return async <T>(address: string, read: () => Promise<T>): Promise<T> => {
    const line = lines.get(address) ?? [];
    if (line.length >= waiting) throw tooManyRequests('Too many requests at once from your address: try again in a moment', 1);
    await new Promise<void>((resolve) => {
      line.push(resolve);
      lines.set(address, line);
      void dispatch();
    });
    try {
      return await read();
    } finally {
      running -= 1;
      void dispatch();
    }
  };
}
