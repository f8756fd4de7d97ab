import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { z } from 'zod';
import { ConfigError, loadConfig, type PhotoBucket, s3UrlSchema } from './config';
import { copyDatabase, CopyRefusedError } from './db/copy-database';
import { type Db, openPostgres, openSqlite, sqliteFileIn } from './db/database';
import { copyPhotos } from './copy-photos';
import { openPhotoStore } from './infra/open-photo-store';

const usage = 'Usage: npm run db:copy -- --from <sqlite | file.sqlite | postgres://…> --to <postgres://… | file.sqlite> [--replace]';

type Location = { postgresUrl: string } | { sqliteFile: string };

/** A postgres:// URL, "sqlite" for the SQLite file of DATA_DIR, or the path of a SQLite file. */
function locate(name: string, dataDir: string): Location {
  if (/^postgres(ql)?:\/\//.test(name)) return { postgresUrl: name };
  return { sqliteFile: path.resolve(name === 'sqlite' ? sqliteFileIn(dataDir) : name) };
}

/** Where a location is, without the password a URL may carry. */
function nameOf(location: Location): string {
  if ('sqliteFile' in location) return location.sqliteFile;
  const url = new URL(location.postgresUrl);
  url.password = '';
  return url.href;
}

function open(location: Location): Db {
  return 'sqliteFile' in location ? openSqlite(location.sqliteFile) : openPostgres(location.postgresUrl);
}

/** The data directory of a SQLite file (its photos are in uploads/ there); PostgreSQL keeps them in the database. */
const dataDirOf = (location: Location, dataDir: string) => ('sqliteFile' in location ? path.dirname(location.sqliteFile) : dataDir);

/** The bucket the source's server kept its photos in, if any (the target's is S3_URL, as for the server that runs on the copy). */
const sourceBucket = (env: NodeJS.ProcessEnv): PhotoBucket | null => {
  const parsed = z.object({ FROM_S3_URL: s3UrlSchema.optional() }).safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment:\n  FROM_S3_URL: ${parsed.error.issues[0]!.message}`);
  return parsed.data.FROM_S3_URL ?? null;
};

const sameBucket = (a: PhotoBucket | null, b: PhotoBucket | null) =>
  a !== null && b !== null && a.endpoint === b.endpoint && a.bucket === b.bucket;

/** The server's keys, generated into its data directory, stay there: the server on the copy needs them. */
function remindOfDataDir(dataDir: string): void {
  const keys = ['session-keys.json', 'encryption-key'].filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (keys.length === 0) return;
  console.log(
    `Not copied: ${keys.join(' and ')}, left in ${dataDir}. Start the server on the copy with ` +
      `DATA_DIR=${dataDir}: with other session keys everyone signs in again, and with another encryption key saved bank ` +
      'account numbers cannot be decrypted.',
  );
}

async function main(args: string[]): Promise<number> {
  let options: { from?: string; to?: string; replace?: boolean };
  try {
    options = parseArgs({ args, options: { from: { type: 'string' }, to: { type: 'string' }, replace: { type: 'boolean' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (!options.from || !options.to) {
    console.error(usage);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  let fromBucket: PhotoBucket | null;
  try {
    config = loadConfig({ DATA_DIR: process.env.DATA_DIR, S3_URL: process.env.S3_URL });
    fromBucket = sourceBucket(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { dataDir, photoBucket: toBucket } = config;
  const from = locate(options.from, dataDir);
  const to = locate(options.to, dataDir);
  if (nameOf(from) === nameOf(to)) {
    console.error('The source and the target are the same database.');
    return 1;
  }
  if ('sqliteFile' in from && !fs.existsSync(from.sqliteFile)) {
    console.error(`No SQLite database at ${from.sqliteFile}`);
    return 1;
  }
  const source = open(from);
  const target = open(to);
  try {
    const counts = await copyDatabase(source, target, {
      replace: options.replace,
      progress: (table, rows) => console.log(`${table.padEnd(20)} ${rows}`),
    });
    const rows = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(`Copied ${rows} rows in ${counts.size} tables from ${nameOf(from)} to ${nameOf(to)}.`);
    if (sameBucket(fromBucket, toBucket))
      console.log(`The photos stay in ${toBucket!.endpoint}/${toBucket!.bucket}, where both sides keep them.`);
    else {
      const log = pino();
      const photosFrom = openPhotoStore(source, { dataDir: dataDirOf(from, dataDir), photoBucket: fromBucket }, log);
      const photosTo = openPhotoStore(target, { dataDir: dataDirOf(to, dataDir), photoBucket: toBucket }, log);
      console.log(`Copied ${await copyPhotos(source, photosFrom, photosTo)} photo files.`);
    }
    remindOfDataDir(dataDirOf(from, dataDir));
    return 0;
  } catch (error) {
    if (!(error instanceof CopyRefusedError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
