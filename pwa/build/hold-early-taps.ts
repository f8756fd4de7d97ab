import { readFile } from 'node:fs/promises';
import { minifySync, type Plugin, transformWithOxc } from 'vite';

const source = new URL('../src/lib/early-taps.ts', import.meta.url);

/** holdEarlyTaps as an inline script: compiled and minified from its module, and called. */
async function inlineScript(): Promise<string> {
  const { code } = await transformWithOxc(await readFile(source, 'utf8'), source.pathname);
  const script = minifySync('early-taps.js', `${code.replace('export function', 'function')}\nholdEarlyTaps();`, {
    compress: true,
    mangle: { toplevel: true },
  }).code;
  // The server allows the page's inline scripts by hash, finding each up to its first "<".
  if (script.includes('<')) throw new Error('The early taps script may not contain "<"');
  return script;
}

/** Every page (the server-drawn ones and the app shell) holds taps made before the app has hydrated it, from its head on. */
export const holdEarlyTaps = (): Plugin => ({
  name: 'stagehouse-hold-early-taps',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html) => html.replace('</head>', `<script>${await inlineScript()}</script></head>`),
  },
});
