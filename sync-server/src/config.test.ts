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

  it('keeps photos in the bucket S3_URL names, addressed by path, and refuses a bad one without repeating its secret', () => {
    expect(loadConfig({}).photoBucket).toBeNull();
    expect(loadConfig({ S3_URL: 'https://AKIA123:se%2Fcr%2Bet@s3.example.com/stagehouse-photos?region=us-west-2' }).photoBucket).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'stagehouse-photos',
      region: 'us-west-2',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cr+et' },
    });
    expect(loadConfig({ S3_URL: 'http://127.0.0.1:9000/photos/' }).photoBucket).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'photos',
      region: 'us-east-1',
      credentials: null,
    });
    const refusal = (S3_URL: string) => {
      try {
        loadConfig({ S3_URL });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`${S3_URL} was taken`);
    };
    expect(refusal('s3://KEY:hunter22@s3.example.com/photos')).toMatch(/S3_URL: must be http\(s\):\/\/ACCESS_KEY:SECRET@host/);
    expect(refusal('https://KEY:hunter22@s3.example.com')).toMatch(/S3_URL: must name one bucket after the host/);
    expect(refusal('https://KEY:hunter22@s3.example.com/photos/2026')).toMatch(/S3_URL: must name one bucket after the host/);
    expect(refusal('https://KEY:hunter22@s3.example.com/photos?region=Mars 1')).toMatch(/S3_URL: region must be a region name/);
    expect(refusal('https://KEY:hunter22@s3.example.com/photos?acl=public')).toMatch(/S3_URL: takes no query parameter but region/);
    expect(refusal('https://KEY@s3.example.com/photos')).toMatch(/S3_URL: must give both the access key and the secret, or neither/);
    expect(refusal('https://KEY:hun/ter22@s3.example.com/photos'), 'a slash left in the secret').not.toMatch(/hun|ter22/);
    for (const url of [
      's3://KEY:hunter22@s3.example.com/photos',
      'https://KEY:hunter22@s3.example.com',
      'https://KEY:%zz@s3.example.com/photos',
    ])
      expect(refusal(url)).not.toMatch(/hunter22|%zz/);
  });
});
