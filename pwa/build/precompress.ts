import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|json|svg|webmanifest)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** Writes .br (quality 11) and .gz beside each built text file of `outDir`; the server sends them as they are. */
export const precompress = (outDir: string): Plugin => ({
  name: 'stagehouse-precompress',
  apply: 'build',
  closeBundle: {
    order: 'post',
    handler() {
      for (const file of filesUnder(outDir).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  },
});
