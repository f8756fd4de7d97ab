import zlib from 'node:zlib';
import sharp from 'sharp';
import type { signedInAgent } from './session';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** A 64 × 48 JPEG whose EXIF data says where it was taken. */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'HomeCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1' } })
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A PNG of a few dozen bytes whose header says it is `width` × `height` (its pixels are missing). */
export const pngHeaderOf = (width: number, height: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A camera-sized JPEG of noise (about 2 MB), slow to decode as a real photo is. */
export const cameraPhoto = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A photo sent as the client sends it: an upload address asked for, then the bytes put there. */
export const uploadPhoto = async (agent: Agent, bytes?: Buffer) => {
  const { uploadURL: url } = (await agent.post('/api/furniture/upload-url')).body as { uploadURL: string };
  const res = await agent
    .put(url)
    .set('Content-Type', 'image/jpeg')
    .send(bytes ?? (await jpegWithGps()));
  return { url, res };
};

/** An image as served, its bytes read whole. */
export const fetchImage = (agent: Agent, url: string) =>
  agent
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

/** The body of a new listing showing these images; the owner it names is another user's, which only an admin may give. */
export const listing = (images: string[]) => ({
  name: 'Velvet Sofa',
  price: '1,250',
  propertyAddress: '742 Evergreen Ter, San Francisco, CA 94110',
  images,
  category: 'seating',
  room: 'Living Room',
  condition: 'good',
  ownerId: 999,
});
