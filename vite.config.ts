import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const compressible = /\.(js|css|html|json|svg|webmanifest)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** Writes .br (quality 11) and .gz beside each built text file; the server sends them as they are. */
const precompress = (): Plugin => ({
  name: 'stagehouse-precompress',
  apply: 'build',
  closeBundle: {
    order: 'post',
    handler() {
      for (const file of filesUnder(path.resolve('pwa/dist')).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  },
});

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  plugins: [
    react(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The rest of the basemap (county lines) is cached by the worker when the map first needs it.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}', 'basemap/western-us.json'],
        // The back office is online-only: its code is never part of what a buyer's device downloads.
        globIgnores: ['**/admin-*.js'],
      },
      manifest: {
        id: '/',
        name: 'Stagehouse: staged furniture from open houses',
        short_name: 'Stagehouse',
        description:
          'Browse and buy furniture from staged open houses across the Western United States, save pieces and RSVP to open houses.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#faf7f2',
        theme_color: '#1f4e5f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
});
