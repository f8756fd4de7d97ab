import sharp from 'sharp';
import type { signedInAgent } from './session';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

/** A 64 × 48 JPEG whose EXIF data says where it was taken. */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'HomeCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1' } })
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
