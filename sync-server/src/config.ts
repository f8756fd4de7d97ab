import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The sample furniture images shipped with the project. */
export const sampleImagesDir = path.join(repoRoot, 'data/images');

const packageVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A bucket on an S3-compatible server, addressed by path (`{endpoint}/{bucket}/{key}`). */
export interface PhotoBucket {
  /** The server's address, without credentials. */
  endpoint: string;
  bucket: string;
  region: string;
  /** From the URL; null leaves them to the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const s3UrlFormat = 'must be http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[?region=…], with the key and secret percent-encoded';
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Percent-decoded, or null where the encoding is broken. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** An S3_URL read into its bucket; its messages never repeat the value, which holds a secret. */
export const s3UrlSchema = z.string().transform((value, ctx): PhotoBucket => {
  const problem = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem(s3UrlFormat);
  }
  const [accessKeyId, secretAccessKey] = [decoded(url.username), decoded(url.password)];
  if (!['http:', 'https:'].includes(url.protocol) || url.hash || accessKeyId === null || secretAccessKey === null)
    return problem(s3UrlFormat);
  if ([...url.searchParams.keys()].some((name) => name !== 'region')) return problem('takes no query parameter but region');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) return problem('region must be a region name such as us-west-2');
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  if (!bucketName.test(bucket)) return problem('must name one bucket after the host: 3 to 63 lower-case letters, digits, dots or hyphens');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) return problem('must give both the access key and the secret, or neither');
  return { endpoint: url.origin, bucket, region, credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null };
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data/runtime')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  S3_URL: s3UrlSchema.optional(),
  STATIC_DIR: z.string().min(1).default(path.join(repoRoot, 'pwa/dist')),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MLS_PROVIDER_URL: z.url().optional(),
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an https:// URL template with {z}, {x} and {y}')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Stagehouse <no-reply@stagehouse.local>'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** Connections each process keeps to PostgreSQL at most (one more listens for the other processes' pokes). */
  databasePoolSize: number;
  /** Live event streams each process keeps open at most; past it an app is asked to come back later. */
  liveStreamsMax: number;
  /** Where uploaded photos are kept instead of the database (PostgreSQL) or DATA_DIR/uploads (SQLite). */
  photoBucket: PhotoBucket | null;
  staticDir: string;
  imagesDir: string;
  seedDemo: boolean;
  admin: { email: string; password: string } | null;
  sessionKeys: string[] | null;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The public address absolute links are built from (never from a request's headers). */
  publicUrl: string;
  smtpUrl: string | null;
  mlsProviderUrl: string | null;
  encryptionKey: string | null;
  mapTileUrl: string | null;
  mailFrom: string;
  version: string;
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    photoBucket: e.S3_URL ?? null,
    staticDir: path.resolve(e.STATIC_DIR),
    imagesDir: sampleImagesDir,
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV === 'development' : e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
    sessionKeys: e.SESSION_KEYS && e.SESSION_KEYS.length > 0 ? e.SESSION_KEYS : null,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mlsProviderUrl: e.MLS_PROVIDER_URL ?? null,
    encryptionKey: e.ENCRYPTION_KEY ?? null,
    mapTileUrl: e.MAP_TILE_URL ?? null,
    mailFrom: e.MAIL_FROM,
    version: packageVersion,
  };
}
