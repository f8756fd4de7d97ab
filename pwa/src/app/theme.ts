import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Colour palettes no screen uses: every token costs work each time the app starts. */
const unusedPalettes = new Set(['cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(palettes: T): T =>
  Object.fromEntries(Object.entries(palettes).filter(([name]) => !unusedPalettes.has(name))) as T;
const colors = withoutUnusedPalettes(tokens.colors);

/** Keyframes none of the recipes below animates with: each is drawn into every page's styles. */
export const unusedKeyframes = new Set([
  'circular-progress',
  'expand-width',
  'collapse-width',
  'slide-from-left-full',
  'slide-from-right-full',
  'slide-from-top-full',
  'slide-from-bottom-full',
  'slide-to-left-full',
  'slide-to-right-full',
  'slide-to-top-full',
  'slide-to-bottom-full',
  'marqueeX',
  'marqueeY',
]);
const usedKeyframes = Object.fromEntries(Object.entries(keyframes).filter(([name]) => !unusedKeyframes.has(name)));
const semanticColors = withoutUnusedPalettes(semanticTokens.colors ?? {});

/** Each semantic token's light value: the app has no dark mode, and every dark value is CSS in every page. */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  if ('value' in tokens && typeof tokens.value === 'object' && tokens.value !== null && '_light' in tokens.value)
    return { ...tokens, value: tokens.value._light };
  return Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, lightOnly(token)])) as T;
}

/**
 * Chakra's default theme with only the component recipes and colour palettes this app uses: the full
 * set of recipes weighs more than React itself in the first download.
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: usedKeyframes,
    tokens: { ...tokens, colors },
    semanticTokens: lightOnly({ ...semanticTokens, colors: semanticColors }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const brand = defineConfig({
  globalCss: { body: { bg: '#faf7f2', color: 'gray.900' } },
  theme: {
    semanticTokens: {
      colors: {
        // Chakra's default teal.600 under white text is 3.7:1; teal.700 meets WCAG AA (5.5:1).
        teal: { solid: { value: '{colors.teal.700}' }, fg: { value: '{colors.teal.800}' } },
        // The default error red (red.500) is 3.8:1 on white; red.700 reads at 6.5:1.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

let system: SystemContext | undefined;

/** The app's design system, made on first use: it is a good part of a phone's start-up work, which the browser entry gives a task of its own. */
export const appSystem = (): SystemContext => (system ??= createSystem(defaultBaseConfig, baseTheme, brand));
