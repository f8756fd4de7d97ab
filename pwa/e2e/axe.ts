import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Below Chakra's md breakpoint: a phone. */
const phoneWidth = 768;

/**
 * axe's target-size rule (WCAG 2.2, off by default). On a phone every control's own box must be at least
 * 44 px each way, the app's size for a thumb, with no allowance for space around a smaller one; wider
 * screens get the rule as axe has it (24 px, or that far from the next control). axe takes a rule's check
 * options in its run options, though its types do not say so.
 */
const targetSize = (width: number) =>
  width < phoneWidth
    ? { enabled: true, checks: { 'target-size': { options: { minSize: 44 } }, 'target-offset': { enabled: false } } }
    : { enabled: true };

/** Every animation that ends has ended. */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

/** Animations and transitions started on the page so far (a toast fading in or out). */
const motionCount = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __motions?: number };
    if (w.__motions === undefined) {
      w.__motions = 0;
      for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, () => (w.__motions! += 1), true);
    }
    return w.__motions;
  });

/** Scrolls to the top of the page and answers how to scroll back. */
const scrollToTop = async (page: Page) => {
  const y = await page.evaluate(() => {
    const scrolled = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return scrolled;
  });
  return () => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
};

/**
 * No serious or critical accessibility violation on the page as it is now, and no control too small to
 * tap (whatever impact axe gives it). Colours and sizes are judged on a still page: an analysis during
 * which something started moving (a toast arriving or leaving) is taken again once it has settled.
 * Sizes are judged at the top of the page: scrolled down, the sticky header lies over the content,
 * which axe would take for controls covering each other.
 */
export const expectAccessible = async (page: Page): Promise<void> => {
  const rules = { 'target-size': targetSize(page.viewportSize()!.width) };
  const scrollBack = await scrollToTop(page);
  for (let attempt = 1; ; attempt += 1) {
    await settled(page);
    const before = await motionCount(page);
    const results = await new AxeBuilder({ page }).options({ rules }).analyze();
    if (attempt < 3 && (await motionCount(page)) !== before) continue;
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'target-size')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
    await scrollBack();
    return;
  }
};
