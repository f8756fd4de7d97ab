import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { pieceSchema } from '@stagehouse/shared/piece.schema';
import { addPiece, addUser, sofaEdit } from '../../test/fixtures';
import { cameraPhoto, fetchImage, jpegWithGps, listing, pngHeaderOf, uploadPhoto } from '../../test/photos';
import { signedInAgent } from '../../test/session';
import { onPostgres, testApp } from '../../test/test-app';
import { categoryNotOffered, tagNotOffered } from './lister-pieces.service';
import { abandonedClaimMs, decodesWaitingAtMost, pruneUploadTokens } from '../images/uploads.service';

const setup = async () => {
  const created = await testApp();
  const ana = await addUser(created.db, { email: 'ana@x.co' });
  const ben = await addUser(created.db, { email: 'ben@x.co', role: 'realtor' });
  await addUser(created.db, { email: 'root@x.co', role: 'admin' });
  return { ...created, ana, ben, asAna: await signedInAgent(created.app, 'ana@x.co'), asBen: await signedInAgent(created.app, 'ben@x.co') };
};

describe('photo uploads', () => {
  it('store a photo re-encoded as WebP without its EXIF GPS data, with a thumbnail', async () => {
    const { asAna } = await setup();
    const { url, res } = await uploadPhoto(asAna);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ path: url, thumbnail: url.replace('.webp', '-thumb.webp'), width: 64, height: 48 });
    const served = await fetchImage(asAna, url);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('check the type by content (415), the size (413), and refuse used, expired or other users addresses', async () => {
    const { asAna, asBen } = await setup();
    expect((await uploadPhoto(asAna, Buffer.from('%PDF-1.4 not an image, whatever the header says'))).res.status).toBe(415);
    expect((await uploadPhoto(asAna, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff))).res.status).toBe(413);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    expect((await uploadPhoto(asAna, broken)).res.status).toBe(415);

    const { url, res } = await uploadPhoto(asAna);
    const again = await asAna.put(url).set('Content-Type', 'image/png').send(broken);
    expect(again.status, 'a PUT sent again answers the photo stored there, unchanged').toBe(200);
    expect(again.body).toEqual(res.body);

    const { uploadURL } = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    expect(uploadURL, 'relative: no request header shapes it').toMatch(/^\/api\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await asBen.put(uploadURL).send(await jpegWithGps())).status).toBe(403);
    expect((await asAna.put(uploadURL).set('Content-Type', 'application/json').send('{}')).status, 'JSON is not a photo').toBe(415);

    const late = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    vi.useFakeTimers({ now: Date.now() + 16 * 60 * 1000, toFake: ['Date'] });
    try {
      expect((await asAna.put(late.uploadURL).send(await jpegWithGps())).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });

  it('give a user at most 300 upload addresses an hour, and drop the ones that ran out unused', async () => {
    const { db, ana, asAna } = await setup();
    const statuses: number[] = [];
    for (let i = 0; i < 301; i++) statuses.push((await asAna.post('/api/furniture/upload-url')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    expect(statuses.at(-1)).toBe(429);
    await db
      .updateTable('uploadTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', ana.id)
      .execute();
    await pruneUploadTokens(db);
    expect(await db.selectFrom('uploadTokens').selectAll().execute()).toEqual([]);
  });

  it('refuse an image too large in pixels before decoding it', async () => {
    const { asAna } = await setup();
    const huge = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const { res } = await uploadPhoto(asAna, huge);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/at most 50 megapixels/);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuse from its header, in under 100 ms, a photo too long on one side or too long and thin', async () => {
    const { db, asAna } = await setup();
    const refusals = [
      { bytes: pngHeaderOf(1, 49_000_000), status: 413, message: 'at most 12,000 pixels on its longest side' },
      { bytes: pngHeaderOf(12_001, 100), status: 413, message: 'at most 12,000 pixels on its longest side' },
      { bytes: pngHeaderOf(2100, 100), status: 415, message: 'its longest side may be at most 20 times its shortest' },
    ];
    let refused = '';
    for (const { bytes, status, message } of refusals) {
      const timesMs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { uploadURL } = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
        refused = uploadURL;
        const started = performance.now();
        const res = await asAna.put(uploadURL).set('Content-Type', 'image/png').send(bytes);
        timesMs.push(performance.now() - started);
        expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(message)]);
      }
      expect(timesMs.sort((a, b) => a - b)[1], 'the median refusal').toBeLessThan(100);
    }
    // Refused before the address was taken: it may still be used for a photo.
    expect(await db.selectFrom('uploadTokens').where('usedAt', 'is not', null).selectAll().execute()).toEqual([]);
    const photo = await asAna
      .put(refused)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegWithGps());
    expect(photo.status).toBe(201);
  });

  it('decode one photo at a time and ask uploads past the waiting line to come back, with Retry-After', async () => {
    const { asAna } = await setup();
    const bytes = await cameraPhoto();
    const addresses = await Promise.all(
      Array.from(
        { length: decodesWaitingAtMost + 3 },
        async () => ((await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string }).uploadURL,
      ),
    );
    const send = (url: string) => asAna.put(url).set('Content-Type', 'image/jpeg').send(bytes);
    const sending = Promise.all(addresses.map(send));
    // Meanwhile a sample image, read from disk by the thread pool the decodes use too, is served without
    // waiting for them (with every decode at once, such reads stalled for seconds).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    expect((await fetchImage(asAna, '/api/images/abstract-canvas-print-blush-1.webp')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    const answers = await sending;
    const busy = answers.flatMap((answer, i) => (answer.status === 503 ? [addresses[i]!] : []));
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of answers) {
      if (answer.status === 503)
        expect([answer.headers['retry-after'], answer.body.message]).toEqual(['5', expect.stringContaining('Many photos')]);
      else expect(answer.status).toBe(201);
    }
    // A refused upload left its address free: sent again, it is stored.
    for (const url of busy) expect((await send(url)).status).toBe(201);
  }, 30_000);

  it('need a signed-in user', async () => {
    const { app } = await setup();
    expect((await request(app.callback()).post('/api/furniture/upload-url')).status).toBe(401);
  });
});

describe('where photos are kept', () => {
  it('in the database on PostgreSQL, in DATA_DIR/uploads on SQLite: served back byte for byte, gone once no listing shows them', async () => {
    const { db, config, asAna } = await setup();
    const first = (await uploadPhoto(asAna)).url;
    const second = (await uploadPhoto(asAna)).url;
    const filesOf = (url: string) => [path.basename(url), path.basename(url).replace('.webp', '-thumb.webp')];
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const onDisk = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : []);
    const inDatabase = async () => (await db.selectFrom('uploadFiles').select('name').orderBy('name').execute()).map((r) => r.name);
    const storedBytes = async (name: string) => {
      if (!onPostgres) return fs.readFileSync(path.join(uploadsDir, name));
      const row = await db.selectFrom('uploadFiles').select(['bytes', 'size']).where('name', '=', name).executeTakeFirstOrThrow();
      expect(row.size).toBe(row.bytes.length);
      return row.bytes;
    };
    const expectStored = async (names: string[]) => {
      expect(await inDatabase()).toEqual(onPostgres ? names.sort() : []);
      expect(onDisk()).toEqual(onPostgres ? [] : names.sort());
    };

    await expectStored([...filesOf(first), ...filesOf(second)]);
    const served: Buffer[] = [];
    for (const name of filesOf(first)) {
      const res = await fetchImage(asAna, `/api/images/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toEqual(await storedBytes(name));
      served.push(res.body as Buffer);
      const again = await asAna.get(`/api/images/uploads/${name}`).set('If-None-Match', res.headers.etag!);
      expect(again.status, 'the name tags the bytes').toBe(304);
    }
    expect(served[0], 'the photo and its thumbnail are two files').not.toEqual(served[1]);

    // With a key, the photos are measured inside the transaction that records the answer, and removed once it commits.
    const id = (
      await asAna
        .post('/api/furniture')
        .set('Idempotency-Key', 'list-two-photos')
        .send(listing([first, second]))
    ).body.id as string;
    const edited = await asAna
      .put(`/api/furniture/${id}`)
      .set('Idempotency-Key', 'keep-the-second')
      .send({ ...sofaEdit, images: [second] });
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual([second]);
    await expectStored(filesOf(second));
    expect((await asAna.get(first)).status).toBe(404);
    expect((await asAna.delete(`/api/furniture/${id}`)).status).toBe(204);
    await expectStored([]);
  });
});

describe('a photo that cannot be stored', () => {
  it.skipIf(onPostgres)('leaves on disk neither its part file nor its thumbnail, and its address free to send it again', async () => {
    const { config, asAna } = await setup();
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const { uploadURL } = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    const photo = path.basename(uploadURL);
    // A directory where the photo goes: its thumbnail and its part file are written, then it cannot be renamed into place.
    fs.mkdirSync(path.join(uploadsDir, photo));
    const send = async () =>
      asAna
        .put(uploadURL)
        .set('Content-Type', 'image/jpeg')
        .send(await jpegWithGps());
    expect((await send()).status).toBe(500);
    expect(fs.readdirSync(uploadsDir)).toEqual([photo]);
    fs.rmdirSync(path.join(uploadsDir, photo));
    expect((await send()).status).toBe(201);
    expect(fs.readdirSync(uploadsDir).sort()).toEqual([photo.replace('.webp', '-thumb.webp'), photo]);
  });
});

describe('photos shared and sent again', () => {
  it('measure a photo from what was noted when it was stored, without reading it back inside the write', async () => {
    const { db, config, asAna } = await setup();
    const { url } = await uploadPhoto(asAna);
    const name = path.basename(url);
    // From here a whole read of the photo fails: on PostgreSQL its bytes are no image, on disk it is too large to read at once.
    if (onPostgres)
      await db
        .updateTable('uploadFiles')
        .set({ bytes: Buffer.from('not an image') })
        .where('name', '=', name)
        .execute();
    else fs.truncateSync(path.join(config.dataDir, 'uploads', name), 2 ** 31);
    const created = await asAna
      .post('/api/furniture')
      .set('Idempotency-Key', 'measured-when-stored')
      .send(listing([url]));
    expect(created.status).toBe(201);
    const photo = await db.selectFrom('furnitureImages').selectAll().where('furnitureId', '=', created.body.id).executeTakeFirstOrThrow();
    expect(photo).toMatchObject({ path: url, width: 64, height: 48 });
  });

  it('keep a photo while another listing still shows it, and remove it with the last one', async () => {
    const { asAna } = await setup();
    const { url } = await uploadPhoto(asAna);
    const first = (await asAna.post('/api/furniture').send(listing([url]))).body.id as string;
    const second = (await asAna.post('/api/furniture').send(listing([url]))).body.id as string;
    const edited = await asAna
      .put(`/api/furniture/${first}`)
      .set('Idempotency-Key', 'drop-the-shared-photo')
      .send({ ...sofaEdit, images: ['/api/images/seating-1.webp'] });
    expect(edited.status).toBe(200);
    expect((await asAna.get(url)).status, 'still shown by the second listing').toBe(200);
    expect((await asAna.delete(`/api/furniture/${first}`)).status).toBe(204);
    expect((await asAna.get(url)).status).toBe(200);
    expect((await asAna.delete(`/api/furniture/${second}`)).status).toBe(204);
    expect((await asAna.get(url)).status).toBe(404);
    const resent = await asAna
      .put(url)
      .set('Content-Type', 'image/jpeg')
      .send(await jpegWithGps());
    expect(resent.status, 'the address of a removed photo is spent').toBe(404);
  });

  it('answer the same upload sent again in parallel with the stored photo, or 409 while it is still being stored', async () => {
    const { db, asAna } = await setup();
    const { uploadURL: url } = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    // A camera photo, slow to decode, sent many times at once: the address is taken before decoding,
    // so it is decoded once and no copy waits in the line of decodes (none is asked to come back).
    const bytes = await cameraPhoto();
    const answers = await Promise.all(
      Array.from({ length: decodesWaitingAtMost + 4 }, () => asAna.put(url).set('Content-Type', 'image/jpeg').send(bytes)),
    );
    const stored = answers.filter((a) => a.status === 201);
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      if (answer.status === 200) expect(answer.body).toEqual(stored[0]!.body);
      else expect([answer.status, answer.body.message]).toEqual([409, 'This photo is still being stored: try again in a moment']);
    }
    const again = await asAna.put(url).set('Content-Type', 'image/jpeg').send(bytes);
    expect([again.status, again.body]).toEqual([200, stored[0]!.body]);

    const storing = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    await db
      .updateTable('uploadTokens')
      .set({ usedAt: new Date().toISOString() })
      .where('token', '=', path.basename(storing.uploadURL, '.webp'))
      .execute();
    const early = await asAna.put(storing.uploadURL).set('Content-Type', 'image/jpeg').send(bytes);
    expect([early.status, early.body.message], 'taken by a request that has not stored the photo yet').toEqual([
      409,
      'This photo is still being stored: try again in a moment',
    ]);
  });

  it('free an address whose request took it and never stored the photo (its process killed mid-way)', async () => {
    const { db, asAna } = await setup();
    const { uploadURL: url } = (await asAna.post('/api/furniture/upload-url')).body as { uploadURL: string };
    const takenAt = (msAgo: number) =>
      db
        .updateTable('uploadTokens')
        .set({ usedAt: new Date(Date.now() - msAgo).toISOString() })
        .where('token', '=', path.basename(url, '.webp'))
        .execute();
    const send = async () =>
      asAna
        .put(url)
        .set('Content-Type', 'image/jpeg')
        .send(await jpegWithGps());
    await takenAt(abandonedClaimMs - 60_000);
    expect((await send()).status, 'still within the time a store may take').toBe(409);
    await takenAt(abandonedClaimMs + 60_000);
    const stored = await send();
    expect(stored.status).toBe(201);
    const again = await send();
    expect([again.status, again.body], 'stored once: sent again, it answers with the photo').toEqual([200, stored.body]);
  });
});

describe('edits sent together', () => {
  // The photo's check waits on the disk, so that two edits interleave on SQLite too.
  const chairEdit = (status: string, name = 'Chair') => ({
    ...sofaEdit,
    name,
    price: '300',
    status,
    buyerInfo: 'Jo',
    images: ['/api/images/seating-1.webp'],
  });

  it('settle a sale on the status as it is when the edit is written: a sold piece has its one payout, a pending one none', async () => {
    const { db, ana, asAna } = await setup();
    const piece = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(['sold', 'pending'].map((status) => asAna.put(`/api/furniture/${piece}`).send(chairEdit(status))));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const { status } = await db.selectFrom('furniture').select('status').where('id', '=', piece).executeTakeFirstOrThrow();
      const live = await db.selectFrom('payouts').select('id').where('furnitureId', '=', piece).where('status', '=', 'scheduled').execute();
      expect(live.length, `round ${round}, ${status}`).toBe(status === 'sold' ? 1 : 0);
    }
  });

  it('let one of two edits with the same If-Match through and answer the other 412 with the piece as it now is', async () => {
    const { db, ana, asAna } = await setup();
    for (let round = 0; round < 4; round++) {
      const piece = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
      const answers = await Promise.all(
        ['Mine', 'Theirs'].map((name) => asAna.put(`/api/furniture/${piece}`).set('If-Match', '"1"').send(chairEdit('pending', name))),
      );
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 412]);
      const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
      expect(lost!.body.current).toMatchObject({ version: 2, name: won!.body.name });
    }
  });

  it('let only one of an edit and a delete with the same If-Match through', async () => {
    const { db, ana, asAna } = await setup();
    for (let round = 0; round < 4; round++) {
      const piece = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
      const [edited, deleted] = await Promise.all([
        asAna.put(`/api/furniture/${piece}`).set('If-Match', '"1"').send(chairEdit('pending', 'Edited')),
        asAna.delete(`/api/furniture/${piece}`).set('If-Match', '"1"'),
      ]);
      const left = await db.selectFrom('furniture').select(['name', 'version']).where('id', '=', piece).executeTakeFirst();
      if (edited!.status === 200) {
        expect(deleted!.status, `round ${round}`).toBe(412);
        expect(left).toEqual({ name: 'Edited', version: 2 });
      } else {
        expect([edited!.status, deleted!.status], `round ${round}`).toEqual([404, 204]);
        expect(left).toBeUndefined();
      }
    }
  });
});

describe('listings', () => {
  it('create a pending listing owned by the signed-in user, with the place looked up offline and its photo measured', async () => {
    const { asAna, ana, db } = await setup();
    const { url } = await uploadPhoto(asAna);
    const res = await asAna.post('/api/furniture').send(listing([url]));
    expect(res.status).toBe(201);
    const piece = pieceSchema.parse(res.body);
    expect(piece).toMatchObject({
      ownerId: ana.id,
      status: 'pending',
      price: 1250,
      images: [url],
      propertyCity: 'San Francisco',
      propertyState: 'CA',
      propertyZip: '94110',
    });
    expect(piece.latitude).toBeCloseTo(37.75, 1);
    expect(piece.propertyId).toEqual(expect.any(Number));
    const photo = await db.selectFrom('furnitureImages').selectAll().where('furnitureId', '=', piece.id).executeTakeFirstOrThrow();
    expect(photo).toMatchObject({ path: url, position: 0, isFeatured: 1, alt: piece.name, width: 64, height: 48 });
    expect(photo.fileSize).toBeGreaterThan(0);
  });

  it('join the house already at the address, whoever shows it and however the address is written, so the map has one entry per house', async () => {
    const { db, app, asAna, asBen } = await setup();
    const ben = pieceSchema.parse((await asBen.post('/api/furniture').send(listing([(await uploadPhoto(asBen)).url]))).body);
    const spelled = { ...listing([(await uploadPhoto(asAna)).url]), propertyAddress: '  742 EVERGREEN TER ,San Francisco,  CA 94110.' };
    const ana = pieceSchema.parse((await asAna.post('/api/furniture').send(spelled)).body);
    expect(ana.propertyId).toBe(ben.propertyId);
    expect((await db.selectFrom('properties').select('id').execute()).length).toBe(1);
    const house = (await request(app.callback()).get(`/api/open-house/${ben.propertyId}`)).body as { furniture: { id: string }[] };
    expect(house.furniture.map((f) => f.id).sort()).toEqual([ana.id, ben.id].sort());
    const map = (await request(app.callback()).get('/api/properties-with-furniture')).body as { id: number; furnitureCount: number }[];
    expect(map).toEqual([expect.objectContaining({ id: ben.propertyId, furnitureCount: 2 })]);
    const other = pieceSchema.parse(
      (
        await asAna
          .post('/api/furniture')
          .send({ ...listing([(await uploadPhoto(asAna)).url]), propertyAddress: '744 Evergreen Ter, San Francisco, CA 94110' })
      ).body,
    );
    expect(other.propertyId).not.toBe(ben.propertyId);
  });

  it('keep the dimensions a lister gives, on create and on edit, within 80 characters', async () => {
    const { asAna } = await setup();
    const created = pieceSchema.parse(
      (await asAna.post('/api/furniture').send({ ...listing([(await uploadPhoto(asAna)).url]), dimensions: ' 84" W × 38" D × 34" H ' }))
        .body,
    );
    expect(created.dimensions).toBe('84" W × 38" D × 34" H');
    const edit = {
      name: 'Velvet Sofa',
      description: 'Deep seats',
      price: '1250',
      category: 'seating',
      room: 'Living Room',
      condition: 'good',
      status: 'pending',
    };
    expect((await asAna.put(`/api/furniture/${created.id}`).send({ ...edit, dimensions: '86" W' })).body.dimensions).toBe('86" W');
    expect((await asAna.get(`/api/piece/${created.id}`)).body.piece.dimensions).toBe('86" W');
    expect((await asAna.put(`/api/furniture/${created.id}`).send({ ...edit, dimensions: 'x'.repeat(81) })).status).toBe(400);
    expect((await asAna.put(`/api/furniture/${created.id}`).send(edit)).body.dimensions).toBeNull();
  });

  it('give the List Furniture messages, and save a draft without them', async () => {
    const { asAna } = await setup();
    const bad = await asAna.post('/api/furniture').send({ name: '', price: '', propertyAddress: '', images: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining([
        'Please fill out item name to list!',
        'Please fill out price to list!',
        'Please fill out property address to list!',
        'Please upload at least one photo to list!',
      ]),
    );
    const draft = await asAna.post('/api/furniture').send({ status: 'draft', name: 'Half done' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', name: 'Half done', images: [] });
  });

  it('refuse photos uploaded by someone else', async () => {
    const { asAna, asBen } = await setup();
    const { url } = await uploadPhoto(asBen);
    expect((await asAna.post('/api/furniture').send(listing([url]))).status).toBe(400);
  });

  it('let only the owner or an admin update or delete, and delete removes the photos', async () => {
    const { app, asAna, asBen } = await setup();
    const { url } = await uploadPhoto(asAna);
    const id = (await asAna.post('/api/furniture').send(listing([url]))).body.id as string;
    const edit = { ...sofaEdit, name: 'Velvet Sofa' };
    expect((await asBen.put(`/api/furniture/${id}`).send(edit)).status).toBe(403);
    expect((await asBen.delete(`/api/furniture/${id}`)).status).toBe(403);
    const admin = await signedInAgent(app, 'root@x.co');
    expect((await admin.put(`/api/furniture/${id}`).send(edit)).body.price).toBe(900);
    expect((await asAna.get(url)).status).toBe(200);
    expect((await asAna.delete(`/api/furniture/${id}`)).status).toBe(204);
    expect((await asAna.get(url)).status).toBe(404);
    expect((await asAna.get(`/api/furniture/${id}`)).status).toBe(404);
  });

  it('tell someone who may not see a draft that it does not exist, when they try to change or remove it too', async () => {
    const { asAna, asBen } = await setup();
    const draft = (await asAna.post('/api/furniture').send({ name: 'Secret chair', status: 'draft' })).body.id as string;
    expect((await asBen.get(`/api/furniture/${draft}`)).status).toBe(404);
    expect((await asBen.put(`/api/furniture/${draft}`).send(sofaEdit)).status).toBe(404);
    expect((await asBen.delete(`/api/furniture/${draft}`)).status).toBe(404);
    expect((await asAna.get(`/api/furniture/${draft}`)).status).toBe(200);
  });

  it('give the edit form messages', async () => {
    const { asAna } = await setup();
    const id = (await asAna.post('/api/furniture').send({ status: 'draft', name: 'x' })).body.id as string;
    const res = await asAna
      .put(`/api/furniture/${id}`)
      .send({ name: '', description: '', price: '', category: '', room: '', condition: '', status: '' });
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['Item name is required', 'Description is required', 'Price is required', 'Category is required']),
    );
  });

  it('list an owner furniture newest first, only for the owner or an admin; drafts stay private', async () => {
    const { db, ana, asAna, asBen, app } = await setup();
    await addPiece(db, ana.id, null, { name: 'Old', createdAt: '2026-01-01T00:00:00.000Z' });
    const draftId = await addPiece(db, ana.id, null, { name: 'New draft', status: 'draft', createdAt: '2026-06-01T00:00:00.000Z' });
    expect((await asAna.get(`/api/furniture/owner/${ana.id}`)).body.map((f: { name: string }) => f.name)).toEqual(['New draft', 'Old']);
    expect((await asBen.get(`/api/furniture/owner/${ana.id}`)).status).toBe(403);
    expect((await request(app.callback()).get(`/api/furniture/${draftId}`)).status).toBe(404);
    expect((await asAna.get(`/api/furniture/${draftId}`)).status).toBe(200);
  });
});

describe('sales', () => {
  it('mark a piece sold, list only the lister own sold pieces, and add up this month', async () => {
    const { db, ana, ben, asAna, asBen } = await setup();
    await addPiece(db, ben.id, null, { name: 'Ben sold', status: 'sold', price: 700 });
    await addPiece(db, ana.id, null, { name: 'Last year', status: 'sold', price: 5000, soldDate: '2025-01-10T00:00:00.000Z' });
    const a = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
    const b = await addPiece(db, ana.id, null, { name: 'Table', price: 500 });
    const sell = (id: string, price: string) =>
      asAna.put(`/api/furniture/${id}`).send({
        name: 'x',
        description: 'y',
        price,
        category: 'tables',
        room: 'Office',
        condition: 'good',
        status: 'sold',
        buyerInfo: 'Jo',
      });
    expect((await sell(a, '300')).body).toMatchObject({ status: 'sold', soldDate: expect.any(String), buyerInfo: 'Jo' });
    await sell(b, '500');
    const sold = (await asAna.get('/api/furniture/status/sold')).body.map((f: { ownerId: number }) => f.ownerId);
    expect(new Set(sold)).toEqual(new Set([ana.id]));
    expect(sold).toHaveLength(3);
    expect((await asAna.get(`/api/analytics/sales/${ana.id}`)).body).toEqual({ totalSales: 800, itemsSold: 2, averageSale: 400 });
    expect((await asBen.get(`/api/analytics/sales/${ana.id}`)).status).toBe(403);
    expect((await db.selectFrom('payouts').selectAll().where('userId', '=', ana.id).execute()).map((p) => p.amountCents).sort()).toEqual([
      29250, 48750,
    ]);
  });
});

describe('payouts', () => {
  it('pay one sale out once, however often it is toggled, and cancel the payout when the piece goes back on sale', async () => {
    const { db, ana, asAna } = await setup();
    const piece = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
    const edit = (status: string) =>
      asAna.put(`/api/furniture/${piece}`).send({
        name: 'Chair',
        description: 'y',
        price: '300',
        category: 'seating',
        room: 'Office',
        condition: 'good',
        status,
        buyerInfo: 'Jo',
      });
    for (let i = 0; i < 5; i++) {
      expect((await edit('sold')).status).toBe(200);
      expect((await edit('pending')).status).toBe(200);
    }
    const payouts = () =>
      db.selectFrom('payouts').select(['status', 'amountCents']).where('furnitureId', '=', piece).orderBy('id').execute();
    expect((await payouts()).filter((p) => p.status !== 'cancelled')).toEqual([]);
    await edit('sold');
    expect((await payouts()).filter((p) => p.status !== 'cancelled')).toEqual([{ status: 'scheduled', amountCents: 29250 }]);
    await db.updateTable('payouts').set({ status: 'paid' }).where('furnitureId', '=', piece).where('status', '=', 'scheduled').execute();
    await edit('pending');
    await edit('sold');
    expect((await payouts()).filter((p) => p.status !== 'cancelled')).toEqual([{ status: 'paid', amountCents: 29250 }]);
  });

  it('an admin marking a piece sold schedules its one payout too', async () => {
    const { app, db, ana } = await setup();
    const piece = await addPiece(db, ana.id, null, { name: 'Chair', price: 300 });
    const admin = await signedInAgent(app, 'root@x.co');
    for (const status of ['sold', 'active', 'sold', 'sold'])
      expect((await admin.patch(`/api/admin/furniture-listings/${piece}`).send({ status })).status).toBe(200);
    expect(
      await db.selectFrom('payouts').select('status').where('furnitureId', '=', piece).where('status', '<>', 'cancelled').execute(),
    ).toEqual([{ status: 'scheduled' }]);
  });
});

describe('owners and photos of a new listing', () => {
  it('an admin naming an owner that does not exist gets 400 with the reason, not 500', async () => {
    const { app } = await setup();
    const admin = await signedInAgent(app, 'root@x.co');
    const res = await admin.post('/api/furniture').send({ ...listing(['/api/images/seating-1.webp']), ownerId: 999 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No stager or realtor account has the id 999');
  });

  it('refuse a photo path that is no shipped sample and no stored upload', async () => {
    const { asAna } = await setup();
    for (const image of [
      '/api/images/no-such-photo.webp',
      '/api/images/../demo/demo-data.json',
      'https://attacker.example/x.webp',
      '/api/images/uploads/00000000-0000-0000-0000-000000000000.webp',
    ]) {
      const res = await asAna.post('/api/furniture').send(listing([image]));
      expect(res.status, image).toBe(400);
    }
    expect((await asAna.post('/api/furniture').send(listing(['/api/images/seating-1.webp']))).status).toBe(201);
  });

  it("answer 409 to a client id that another user's listing has", async () => {
    const { db, ben, asAna } = await setup();
    const theirs = await addPiece(db, ben.id, null, { name: 'Ben piece' });
    const res = await asAna.post('/api/furniture').send({ ...listing(['/api/images/seating-1.webp']), id: theirs });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).not.toContain('Ben piece');
  });
});

describe('GET /api/mls/{mlsNumber}', () => {
  it('answers 404 without a provider, so the screen shows its message', async () => {
    const { asAna } = await setup();
    const res = await asAna.get('/api/mls/ML81234567');
    expect(res.status).toBe(404);
  });
});

describe('categories offered to the lister forms', () => {
  it('are the active rows of the back office table on both forms: a switched-off one is refused, a new one accepted, a piece keeps its own', async () => {
    const { app, asAna } = await setup();
    const admin = await signedInAgent(app, 'root@x.co');
    const choices = async () =>
      (await request(app.callback()).get('/api/ui-content')).body.categories as { value: string; name: string; isActive: boolean }[];
    expect(await choices()).toContainEqual({ value: 'tables', name: 'Dining', isActive: true });
    const draft = (category: string) => asAna.post('/api/furniture').send({ status: 'draft', name: 'Piece', category });

    const kept = (await draft('tables')).body.id as string;
    const dining = (await admin.get('/api/admin/categories')).body.find((c: { name: string }) => c.name === 'Dining');
    expect(dining.listingCount).toBe(1);
    await admin.patch(`/api/admin/categories/${dining.id}`).send({ isActive: false });
    expect(await choices()).toContainEqual({ value: 'tables', name: 'Dining', isActive: false });
    const refused = await draft('tables');
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: ['category'], message: categoryNotOffered }]);
    for (const offered of ['lighting', 'other', 'outdoor']) expect((await draft(offered)).status, offered).toBe(201);
    expect((await draft('rugs')).status).toBe(400);
    expect((await draft('Dining')).status).toBe(400);

    const edit = {
      name: 'Table',
      description: 'Oak',
      price: '300',
      category: 'tables',
      room: 'Dining Room',
      condition: 'good',
      status: 'draft',
    };
    expect((await asAna.put(`/api/furniture/${kept}`).send(edit)).status).toBe(200);
    const other = (await draft('seating')).body.id as string;
    expect((await asAna.put(`/api/furniture/${other}`).send(edit)).status).toBe(400);
    expect((await asAna.put(`/api/furniture/${other}`).send({ ...edit, category: 'other' })).status).toBe(200);
    expect((await asAna.put(`/api/furniture/${other}`).send({ ...edit, category: 'outdoor' })).status).toBe(200);

    expect((await admin.post('/api/admin/categories').send({ name: 'Outdoor Living', description: 'Patio sets' })).status).toBe(201);
    expect(await choices()).toContainEqual({ value: 'outdoor-living', name: 'Outdoor Living', isActive: true });
    expect((await draft('outdoor-living')).status).toBe(201);
    expect((await admin.post('/api/admin/categories').send({ name: 'Outdoor living!', description: 'Same value' })).status).toBe(400);
  });
});

describe('tags on a piece', () => {
  it('come from the active back office tags, count on its Tags screen, and a piece keeps one switched off since', async () => {
    const { app, asAna } = await setup();
    const admin = await signedInAgent(app, 'root@x.co');
    const tags = (await request(app.callback()).get('/api/ui-content')).body.tags as {
      id: number;
      name: string;
      group: string;
      isActive: boolean;
    }[];
    const modern = tags.find((t) => t.name === 'Modern')!;
    const excellent = tags.find((t) => t.name === 'Excellent')!;
    expect(modern).toMatchObject({ group: 'style', isActive: true });

    const created = await asAna.post('/api/furniture').send({ status: 'draft', name: 'Sofa', tagIds: [modern.id, excellent.id] });
    expect(created.status).toBe(201);
    expect(pieceSchema.parse(created.body).tagIds).toEqual([modern.id, excellent.id].sort((a, b) => a - b));
    const counted = (await admin.get('/api/admin/tags')).body.find((t: { id: number }) => t.id === modern.id);
    expect(counted.listingCount).toBe(1);

    await admin.patch(`/api/admin/tags/${modern.id}`).send({ isActive: false });
    const refused = await asAna.post('/api/furniture').send({ status: 'draft', name: 'Chair', tagIds: [modern.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: ['tagIds'], message: tagNotOffered }]);
    expect((await asAna.post('/api/furniture').send({ status: 'draft', name: 'Chair', tagIds: [99999] })).status).toBe(400);

    const edit = {
      name: 'Sofa',
      description: 'Blue',
      price: '300',
      category: 'seating',
      room: 'Living Room',
      condition: 'good',
      status: 'draft',
    };
    const kept = await asAna.put(`/api/furniture/${created.body.id}`).send({ ...edit, tagIds: [modern.id] });
    expect(kept.status).toBe(200);
    expect(kept.body.tagIds).toEqual([modern.id]);
    expect((await asAna.put(`/api/furniture/${created.body.id}`).send({ ...edit, tagIds: [] })).body.tagIds).toEqual([]);
    expect((await asAna.put(`/api/furniture/${created.body.id}`).send({ ...edit, tagIds: [modern.id] })).status).toBe(400);
    const tooMany = await asAna.post('/api/furniture').send({ status: 'draft', name: 'Chair', tagIds: tags.slice(0, 11).map((t) => t.id) });
    expect(tooMany.body.issues).toEqual([{ path: ['tagIds'], message: 'Choose at most 10 tags' }]);
  });
});
