import { keyframes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, unusedKeyframes } from './theme';

describe('the design system', () => {
  const { theme } = appSystem()._config;
  const animated = JSON.stringify([theme?.recipes, theme?.slotRecipes, theme?.animationStyles, theme?.tokens?.animations]);
  const referenced = Object.keys(keyframes).filter((name) => new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(animated));

  it('keeps every keyframe its recipes and animation styles animate with', () => {
    expect(referenced).toContain('spin');
    expect(referenced).toContain('scale-in');
    expect(referenced.filter((name) => unusedKeyframes.has(name))).toEqual([]);
  });

  it('draws no keyframe it left out', () => {
    for (const name of unusedKeyframes) expect(keyframes).toHaveProperty([name]);
    expect(Object.keys(theme?.keyframes ?? {}).filter((name) => unusedKeyframes.has(name))).toEqual([]);
  });
});

describe('the design system without dark mode', () => {
  it('draws each semantic colour once, with its light value', () => {
    const css = JSON.stringify(appSystem().getTokenCss());
    expect(css).not.toContain('.dark');
    expect(appSystem().token('colors.bg')).toBe('var(--chakra-colors-bg)');
    expect(css).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
  });
});
