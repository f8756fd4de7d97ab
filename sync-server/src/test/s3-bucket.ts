import fs from 'node:fs';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { tempDir } from './test-app';

export interface TestBucket {
  /** The S3_URL of the bucket, with the server's credentials. */
  url: string;
  /** The names of the objects in the bucket, sorted. */
  names(): Promise<string[]>;
  /** The metadata kept with an object. */
  metadata(name: string): Promise<Record<string, string>>;
  /** Stops the server (requests to it fail from then on) and removes its files. */
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port of this machine, keeping its objects in a temporary directory, with one bucket. */
export async function startBucket(): Promise<TestBucket> {
  const directory = tempDir();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  const { port } = await server.run();
  // s3rver's own credentials: it refuses requests signed with any other.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials });
  let open = true;
  return {
    url: `http://${credentials.accessKeyId}:${credentials.secretAccessKey}@127.0.0.1:${port}/photos`,
    names: async () => ((await client.send(new ListObjectsV2Command({ Bucket: 'photos' }))).Contents ?? []).map((o) => o.Key!).sort(),
    metadata: async (name) => (await client.send(new HeadObjectCommand({ Bucket: 'photos', Key: name }))).Metadata ?? {},
    close: async () => {
      if (open) await server.close();
      open = false;
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
