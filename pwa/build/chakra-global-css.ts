import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { appSystem } from '../src/app/theme';

const chakraSystemModule = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** Chakra's global CSS (layer order, reset, base styles, every token as a CSS variable), written by Emotion as the provider would. */
export function chakraGlobalCss(): string {
  const markup = renderToStaticMarkup(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(ChakraProvider, { value: appSystem(), children: null }),
    ),
  );
  return markup.replace(/<style[^>]*>/g, '').replace(/<\/style>/g, '');
}

/**
 * createSystem builds that CSS on every page load (40-100 ms of a phone's main thread before anything
 * can render); the build writes it once into the page head and leaves the built app's system without it.
 */
export const chakraGlobalCssAtBuild = (): Plugin => ({
  name: 'stagehouse-chakra-global-css',
  apply: 'build',
  transform(code, id) {
    if (!chakraSystemModule.test(id)) return null;
    if (!code.includes(eagerGlobal))
      this.error(`Chakra's createSystem no longer builds its global CSS as "${eagerGlobal}": update ${import.meta.filename}`);
    return code.replace(eagerGlobal, 'const _global = [];');
  },
  transformIndexHtml: () => [{ tag: 'style', attrs: { 'data-chakra-global': '' }, children: chakraGlobalCss(), injectTo: 'head' }],
});
