import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const settled = (page: Page) =>
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

/**
 * No serious or critical accessibility violation on the page as it is now. Colours are judged on a
 * still page: an analysis during which something started moving (a toast arriving or leaving) is
 * taken again once it has settled.
 */
export const expectAccessible = async (page: Page): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    await settled(page);
    const before = await motionCount(page);
    const results = await new AxeBuilder({ page }).analyze();
    if (attempt < 3 && (await motionCount(page)) !== before) continue;
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
    return;
  }
};
