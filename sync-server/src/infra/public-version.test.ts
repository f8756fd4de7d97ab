import { describe, expect, it } from 'vitest';
import { processVersion } from './public-version';

describe('the mark of the public writes', () => {
  it('stays while nothing is written, changes with each write, and tells nothing of the count', async () => {
    const version = processVersion('secret');
    const first = await version.mark();
    expect(await version.mark()).toBe(first);
    await version.moveOn();
    const second = await version.mark();
    expect(second).not.toBe(first);
    expect([first, second]).not.toContain('0');
    expect(second).not.toMatch(/^\d+$/);
  });

  it('is not repeated by the next process on the same secret, whose count starts again', async () => {
    const before = processVersion('secret');
    const after = processVersion('secret');
    expect(await after.current()).toBe(await before.current());
    expect(await after.mark()).not.toBe(await before.mark());
  });
});
