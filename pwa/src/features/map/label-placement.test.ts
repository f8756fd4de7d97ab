import { describe, expect, it } from 'vitest';
import { type LabelBox, nameBeside, withoutOverlaps } from './label-placement';

const box = (left: number, top: number, width = 50, height = 16): LabelBox => ({ left, top, right: left + width, bottom: top + height });

describe('withoutOverlaps', () => {
  const at = (key: string, left: number, top: number) => ({ key, box: box(left, top) });

  it('keeps the first of two labels that touch and every label that stands clear', () => {
    const kept = withoutOverlaps([
      at('Los Angeles', 100, 100),
      at('Long Beach', 120, 110),
      at('San Diego', 100, 200),
      at('Anaheim', 152, 100),
    ]);
    expect(kept.map((l) => l.key)).toEqual(['Los Angeles', 'San Diego']);
  });

  it('counts labels closer than the gap as touching', () => {
    expect(withoutOverlaps([at('a', 0, 0), at('b', 53, 0)], 4)).toHaveLength(1);
    expect(withoutOverlaps([at('a', 0, 0), at('b', 54, 0)], 4)).toHaveLength(2);
  });
});

describe('nameBeside', () => {
  const size = { width: 60, height: 16 };
  const anchor = { x: 100, y: 100 };

  it('writes the name right of the dot when nothing stands there', () => {
    expect(nameBeside(anchor, size, [])).toEqual({ left: 108, top: 92, right: 168, bottom: 108 });
  });

  it('moves the name past a marker that covers the place', () => {
    const cluster = { left: 74, top: 74, right: 126, bottom: 126 };
    expect(nameBeside(anchor, size, [cluster])).toEqual({ left: 129, top: 92, right: 189, bottom: 108 });
  });

  it('writes the name on the left when markers crowd the right', () => {
    const markers = [box(105, 80, 40, 40), box(148, 80, 40, 40)];
    expect(nameBeside(anchor, size, markers)).toEqual({ left: 32, top: 92, right: 92, bottom: 108 });
  });

  it('gives up when markers crowd both sides', () => {
    expect(nameBeside(anchor, size, [box(20, 60, 200, 80)])).toBeNull();
  });
});
