import { describe, expect, it, vi } from 'vitest';

describe('zod settings', () => {
  it('are those of zod-config.ts when zod loads after it', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
