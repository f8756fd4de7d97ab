import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../test/test-app';
import { diskPhotoStore } from './disk-photo-store';

const log = pino({ level: 'silent' });
const made: string[] = [];
const dataDir = () => {
  const dir = tempDir();
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const hourMs = 60 * 60 * 1000;

describe('the photo directory, when the disk store opens', () => {
  it('loses the part files and orphan thumbnails failed uploads left over an hour ago, and keeps newer ones and every stored photo', () => {
    const data = dataDir();
    const uploads = path.join(data, 'uploads');
    fs.mkdirSync(uploads);
    const old = new Date(Date.now() - 2 * hourMs);
    const put = (name: string, at?: Date) => {
      fs.writeFileSync(path.join(uploads, name), 'x');
      if (at) fs.utimesSync(path.join(uploads, name), at, at);
    };
    put('a.webp.0f1e.part', old);
    put('b.webp.2d3c.part');
    put('c-thumb.webp', old);
    put('d-thumb.webp');
    put('e.webp', old);
    put('e-thumb.webp', old);
    put('f.webp', old);

    diskPhotoStore(data, log);

    expect(fs.readdirSync(uploads).sort()).toEqual(['b.webp.2d3c.part', 'd-thumb.webp', 'e-thumb.webp', 'e.webp', 'f.webp']);
  });

  it('leaves no part file of a photo that cannot be put in place', async () => {
    const data = dataDir();
    const store = diskPhotoStore(data, log);
    // A directory where the photo goes: its part file is written, then cannot be renamed over it.
    fs.mkdirSync(path.join(data, 'uploads', 'a.webp'));
    await expect(store.put('a.webp', { bytes: Buffer.from('photo'), width: 1, height: 1 })).rejects.toMatchObject({ code: 'EISDIR' });
    expect(fs.readdirSync(path.join(data, 'uploads'))).toEqual(['a.webp']);
  });
});
