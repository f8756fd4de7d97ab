import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { SlowWorkInTransactionError } from '../../db/held-transaction';
import { inTransaction } from '../../db/transaction';
import { openPhotoStore } from '../../infra/open-photo-store';
import { bucketDown, bucketRefused } from '../../infra/s3-photo-store';
import { addUser, sofaEdit } from '../../test/fixtures';
import { startBucket, type TestBucket } from '../../test/s3-bucket';
import { fetchImage, jpegWithGps, listing, uploadPhoto } from '../../test/photos';
import { signedInAgent } from '../../test/session';
import { testApp } from '../../test/test-app';

const buckets: TestBucket[] = [];
afterEach(async () => {
  for (const bucket of buckets.splice(0)) await bucket.close();
});

const bucket = async () => {
  const started = await startBucket();
  buckets.push(started);
  return started;
};

/** What the app logs, as text. */
const logLines = () => {
  let text = '';
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
  );
  return { log, text: () => text };
};

const setup = async (s3Url: string, log?: pino.Logger) => {
  const created = await testApp({ S3_URL: s3Url }, undefined, log);
  await addUser(created.db, { email: 'ana@x.co' });
  return { ...created, asAna: await signedInAgent(created.app, 'ana@x.co') };
};

/** The photo's and its thumbnail's object names. */
const objectsOf = (url: string) => [path.basename(url).replace('.webp', '-thumb.webp'), path.basename(url)];

describe('photos in an S3-compatible bucket (S3_URL)', () => {
  it('keep an upload and its thumbnail as objects with their size in pixels, nothing on disk or in the database, served as before', async () => {
    const photos = await bucket();
    const { db, config, asAna } = await setup(photos.url);
    const { url, res } = await uploadPhoto(asAna);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ path: url, width: 64, height: 48 });
    const [thumbnail, photo] = objectsOf(url);

    expect(await photos.names()).toEqual([thumbnail, photo]);
    expect(fs.existsSync(path.join(config.dataDir, 'uploads')), 'no uploads folder').toBe(false);
    expect(await db.selectFrom('uploadFiles').select('name').execute()).toEqual([]);

    for (const name of [photo!, thumbnail!]) {
      const served = await fetchImage(asAna, `/api/images/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { format, width, height } = await sharp(served.body as Buffer).metadata();
      expect(format).toBe('webp');
      expect(await photos.metadata(name), 'the size in pixels kept with the object').toEqual({
        width: String(width),
        height: String(height),
      });
      const again = await asAna.get(`/api/images/uploads/${name}`).set('If-None-Match', served.headers.etag!);
      expect(again.status, 'the name tags the bytes').toBe(304);
    }
    expect(await photos.metadata(photo!)).toEqual({ width: '64', height: '48' });
    const resent = await asAna
      .put(url)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegWithGps());
    expect([resent.status, resent.body], 'a PUT sent again answers the stored photo').toEqual([200, res.body]);
    expect((await asAna.get('/api/images/uploads/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);
  });

  it('delete the objects of the photos a listing no longer shows, and of all of them with the listing', async () => {
    const photos = await bucket();
    const { asAna } = await setup(photos.url);
    const first = (await uploadPhoto(asAna)).url;
    const second = (await uploadPhoto(asAna)).url;
    const created = await asAna
      .post('/api/furniture')
      .set('Idempotency-Key', 'list-two-bucket-photos')
      .send(listing([first, second]));
    expect(created.status).toBe(201);
    expect(created.body.images).toEqual([first, second]);

    const edited = await asAna
      .put(`/api/furniture/${created.body.id as string}`)
      .set('Idempotency-Key', 'keep-the-second-bucket-photo')
      .send({ ...sofaEdit, images: [second] });
    expect(edited.status).toBe(200);
    expect(await photos.names()).toEqual(objectsOf(second));
    expect((await asAna.get(first)).status).toBe(404);
    expect((await asAna.get(second)).status).toBe(200);

    expect((await asAna.delete(`/api/furniture/${created.body.id as string}`)).status).toBe(204);
    expect(await photos.names()).toEqual([]);
  });

  it('answer 503 while the bucket does not answer, 502 when it refuses, with no secret in an answer or the log', async () => {
    const photos = await bucket();
    const { log, text } = logLines();
    const { db, asAna } = await setup(photos.url, log);
    const { url } = await uploadPhoto(asAna);
    const piece = (await asAna.post('/api/furniture').send(listing([url]))).body.id as string;
    await photos.close();

    const served = await asAna.get(url);
    expect([served.status, served.body]).toEqual([503, { message: bucketDown }]);
    const { url: next, res } = await uploadPhoto(asAna);
    expect([res.status, res.body]).toEqual([503, { message: bucketDown }]);
    const token = await db.selectFrom('uploadTokens').select('usedAt').where('token', '=', path.basename(next, '.webp')).executeTakeFirst();
    expect(token, 'the address stays free to send the photo again').toEqual({ usedAt: null });
    // The listing keeps its photo's size from the database, and its edit is saved; the photo it dropped is left in the bucket.
    const edited = await asAna.put(`/api/furniture/${piece}`).send({ ...sofaEdit, images: ['/api/images/seating-1.webp'] });
    expect(edited.status).toBe(200);
    expect(text()).toContain('a photo no listing shows could not be removed: left stored');

    const refusing = await bucket();
    const wrong = logLines();
    const { asAna: asAnaElsewhere } = await setup(refusing.url.replace('S3RVER:S3RVER@', 'someone-else:not-the-bucket-secret@'), wrong.log);
    const refused = await uploadPhoto(asAnaElsewhere);
    expect([refused.res.status, refused.res.body]).toEqual([502, { message: bucketRefused }]);
    expect(await refusing.names()).toEqual([]);
    expect(wrong.text()).toContain('InvalidAccessKeyId');
    for (const logged of [text(), wrong.text()]) expect(logged).not.toMatch(/S3RVER|not-the-bucket-secret/);
  });

  it('is never asked while a transaction is held', async () => {
    const photos = await bucket();
    const { db, config, log } = await setup(photos.url);
    const store = openPhotoStore(db, config, log);
    await expect(inTransaction(db, () => store.read('any.webp'))).rejects.toThrow(SlowWorkInTransactionError);
    expect(await store.read('any.webp')).toBeNull();
  });
});
