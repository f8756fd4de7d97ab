import { describe, expect, it } from 'vitest';
import { type Box, clipLine, clipPolygon, clipRing } from './clip-to-box';

const box: Box = [0, 0, 10, 10];

describe('clipRing', () => {
  it('keeps a ring inside the box as it is', () => {
    const ring = [
      [1, 1],
      [5, 1],
      [5, 5],
      [1, 1],
    ];
    expect(clipRing(ring, box)).toEqual(ring);
  });

  it('cuts a ring that crosses the box to the box and closes it', () => {
    const ring = [
      [-5, -5],
      [5, -5],
      [5, 5],
      [-5, 5],
      [-5, -5],
    ];
    const clipped = clipRing(ring, box)!;
    expect(clipped[0]).toEqual(clipped[clipped.length - 1]);
    for (const [x, y] of clipped) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(5);
      expect(y).toBeLessThanOrEqual(5);
    }
    expect(new Set(clipped.map((p) => p.join(',')))).toEqual(new Set(['0,0', '5,0', '5,5', '0,5']));
  });

  it('gives null for a ring wholly outside', () => {
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
          [20, 20],
        ],
        box,
      ),
    ).toBeNull();
  });
});

describe('clipPolygon', () => {
  it('drops holes outside the box and the polygon when its outer ring is outside', () => {
    const outer = [
      [-20, -20],
      [20, -20],
      [20, 20],
      [-20, 20],
      [-20, -20],
    ];
    const holeOutside = [
      [12, 12],
      [15, 12],
      [15, 15],
      [12, 12],
    ];
    const holeInside = [
      [2, 2],
      [4, 2],
      [4, 4],
      [2, 2],
    ];
    const clipped = clipPolygon([outer, holeOutside, holeInside], box)!;
    expect(clipped).toHaveLength(2);
    expect(clipped[1]).toEqual(holeInside);
    expect(clipPolygon([holeOutside], box)).toBeNull();
  });
});

describe('clipLine', () => {
  it('splits a line that leaves the box and comes back into two pieces', () => {
    const line = [
      [1, 5],
      [15, 5],
      [15, 8],
      [5, 8],
    ];
    expect(clipLine(line, box)).toEqual([
      [
        [1, 5],
        [10, 5],
      ],
      [
        [10, 8],
        [5, 8],
      ],
    ]);
  });

  it('keeps a line inside whole and drops one outside', () => {
    const inside = [
      [1, 1],
      [2, 2],
      [3, 1],
    ];
    expect(clipLine(inside, box)).toEqual([inside]);
    expect(
      clipLine(
        [
          [11, 11],
          [12, 12],
        ],
        box,
      ),
    ).toEqual([]);
  });

  it('keeps the inside part of a segment that crosses the whole box', () => {
    expect(
      clipLine(
        [
          [-5, 5],
          [15, 5],
        ],
        box,
      ),
    ).toEqual([
      [
        [0, 5],
        [10, 5],
      ],
    ]);
  });
});
