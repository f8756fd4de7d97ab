import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { fairReads } from './fair-reads';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('fairReads', () => {
  it('gives a free slot to the next address in turn, not to the address that asked most', async () => {
    const inTurn = fairReads({ slots: 1, waiting: 100 });
    const done: string[] = [];
    const read = (address: string, name: string) =>
      inTurn(address, async () => {
        await tick();
        done.push(name);
      });
    const flood = Array.from({ length: 20 }, (_, i) => read('a', `a${i}`));
    await tick();
    await Promise.all([...flood, read('b', 'b'), read('c', 'c')]);
    expect(done.indexOf('b')).toBeLessThan(4);
    expect(done.indexOf('c')).toBeLessThan(5);
    expect(done.filter((name) => name.startsWith('a'))).toEqual(Array.from({ length: 20 }, (_, i) => `a${i}`));
  });

  it('answers 429 past the reads one address may have waiting, and lets it read again once they are answered', async () => {
    const inTurn = fairReads({ slots: 2, waiting: 5 });
    const reads = Array.from({ length: 9 }, () =>
      inTurn('a', tick).then(
        () => 'read',
        (error: unknown) => error,
      ),
    );
    const answers = await Promise.all(reads);
    // Asked at once, five wait for a slot: the other four are refused.
    expect(answers.filter((answer) => answer === 'read')).toHaveLength(5);
    const refused = answers.filter((answer) => answer instanceof HttpError);
    expect(refused.map((error) => [error.status, error.retryAfter])).toEqual(refused.map(() => [429, 1]));
    expect(refused).toHaveLength(4);
    await expect(inTurn('a', async () => 'again')).resolves.toBe('again');
  });
});
