import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 and data/runtime', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/data\/runtime$/);
    expect(config.seedDemo).toBe(true);
  });

  it('names every bad value at start', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('uses the SQLite file unless DATABASE_URL names a PostgreSQL database', () => {
    expect(loadConfig({}).databaseUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/stagehouse' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/stagehouse',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://127.0.0.1/stagehouse' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});
