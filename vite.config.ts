import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCssAtBuild } from './pwa/build/chakra-global-css';
import { startupChunks } from './pwa/build/startup-chunks';
import { holdEarlyTaps } from './pwa/build/hold-early-taps';
import { paintBeforeScripts } from './pwa/build/paint-before-scripts';
import { precompress } from './pwa/build/precompress';

/** The server's renderer of public pages (pwa/src/entry-server.tsx), built for Node beside the app. */
const serverRenderer: UserConfig = {
  root: 'pwa',
  publicDir: false,
  build: { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, target: 'node20' },
  // Self-contained: the build's change to Chakra's createSystem applies on the server too, and no browser-only package is loaded as CommonJS.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react(), chakraGlobalCssAtBuild()],
};

/** The app as the browser gets it, before its chunks are grouped. */
const app: UserConfig = {
  root: 'pwa',
  publicDir: 'public',
  // The manifest tells the tests which files hold which screens.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  plugins: [react(), chakraGlobalCssAtBuild()],
};

export default defineConfig(async ({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRenderer;
  return {
    ...app,
    build: { ...app.build, rolldownOptions: command === 'build' ? { output: { codeSplitting: await startupChunks(app) } } : {} },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
    plugins: [
      ...app.plugins!,
      holdEarlyTaps(),
      paintBeforeScripts(),
      precompress('pwa/dist'),
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
          globIgnores: ['**/admin-*.js', '**/admin.endpoints-*.js'],
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
  };
});
