import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoBucket } from '../config';
import { HttpError } from '../http/errors';
import type { PhotoStore } from './photo-store';

export const bucketDown = 'Photo storage is not answering. Please try again in a moment.';
export const bucketRefused = 'Photo storage refused the request. Please try again later.';

/** What the SDK throws: a status when the bucket answered, none when it could not be reached. */
interface S3Failure {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const missing = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode === 404 && (error as S3Failure).name !== 'NoSuchBucket';

/**
 * A failed request to the bucket as the client is answered: 503 when it could not be reached or is
 * busy, 502 when it answered with an error. The log gets the SDK's name for it, never the request,
 * which carries the credentials.
 */
function storageError(error: unknown, bucket: PhotoBucket): HttpError {
  const { name, code, $metadata } = error as S3Failure;
  const status = $metadata?.httpStatusCode;
  const answer = status === undefined || status === 503 ? new HttpError(503, bucketDown) : new HttpError(502, bucketRefused);
  answer.cause = `${bucket.endpoint}/${bucket.bucket}: ${name ?? 'Error'} ${code ?? status ?? ''}`.trim();
  return answer;
}

/**
 * Photos as objects of a bucket on an S3-compatible server, their size in pixels kept as object
 * metadata so that describing one is a HEAD request.
 */
export function s3PhotoStore(bucket: PhotoBucket): PhotoStore {
  const client = new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    forcePathStyle: true,
    ...(bucket.credentials ? { credentials: bucket.credentials } : {}),
    // A request waits at most 2 s for a connection and 10 s for its answer, tried twice: a bucket that does not answer fails the request in time.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000, throwOnRequestTimeout: true },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const send = async <T>(request: () => Promise<T>): Promise<T | null> => {
    try {
      return await request();
    } catch (error) {
      if (missing(error)) return null;
      throw storageError(error, bucket);
    }
  };
  const at = (name: string) => ({ Bucket: bucket.bucket, Key: name });
  return {
    async put(name, { bytes, width, height }) {
      await send(() =>
        client.send(
          new PutObjectCommand({
            ...at(name),
            Body: bytes,
            ContentType: 'image/webp',
            Metadata: { width: String(width), height: String(height) },
          }),
        ),
      );
    },
    async read(name) {
      const object = await send(async () => (await client.send(new GetObjectCommand(at(name)))).Body?.transformToByteArray());
      return object ? Buffer.from(object) : null;
    },
    async describe(name) {
      const head = await send(() => client.send(new HeadObjectCommand(at(name))));
      if (!head) return null;
      return { size: head.ContentLength ?? 0, width: Number(head.Metadata?.width ?? 0), height: Number(head.Metadata?.height ?? 0) };
    },
    async remove(name) {
      await send(() => client.send(new DeleteObjectCommand(at(name))));
    },
  };
}
