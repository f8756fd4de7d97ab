import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('runs the work of one key in the order asked, each after the last has settled (failed too), and other keys beside it', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const step =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const done = await Promise.allSettled([inTurn('a', step('a1', true)), inTurn('a', step('a2')), inTurn('b', step('b1'))]);
    expect(done.map((d) => d.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.filter((line) => line.startsWith('a'))).toEqual(['a1 starts', 'a1 ends', 'a2 starts', 'a2 ends']);
    expect(log.indexOf('b1 starts'), 'another key does not wait').toBeLessThan(log.indexOf('a1 ends'));
    expect(await inTurn('a', step('a3'))).toBe('a3');
  });
});
