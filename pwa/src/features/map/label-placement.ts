/** A box on the screen, in pixels from the map's top left corner. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const apart = (a: LabelBox, b: LabelBox, gap: number) =>
  a.right + gap <= b.left || b.right + gap <= a.left || a.bottom + gap <= b.top || b.bottom + gap <= a.top;

/** Keeps the labels in the order given (most important first), leaving out any that would touch one kept. */
export function withoutOverlaps<T extends { box: LabelBox }>(labels: readonly T[], gap = 4): T[] {
  const kept: T[] = [];
  for (const label of labels) if (kept.every((other) => apart(label.box, other.box, gap))) kept.push(label);
  return kept;
}

/** Room left between a place's dot and its name. */
const dotGap = 8;

/**
 * Where a name goes beside its place's dot: to the right, past any marker standing there, or else
 * to the left the same way; null when the markers would push it more than maxShift away.
 */
export function nameBeside(
  anchor: { x: number; y: number },
  size: { width: number; height: number },
  markers: readonly LabelBox[],
  maxShift = 64,
): LabelBox | null {
  const top = anchor.y - size.height / 2;
  const bottom = anchor.y + size.height / 2;
  const clearOf = (box: LabelBox) => markers.find((m) => !apart(box, m, 2));
  let left = anchor.x + dotGap;
  for (
    let hit = clearOf({ left, top, right: left + size.width, bottom });
    hit;
    hit = clearOf({ left, top, right: left + size.width, bottom })
  ) {
    left = hit.right + 3;
    if (left - anchor.x - dotGap > maxShift) break;
  }
  if (left - anchor.x - dotGap <= maxShift) return { left, top, right: left + size.width, bottom };
  let right = anchor.x - dotGap;
  for (
    let hit = clearOf({ left: right - size.width, top, right, bottom });
    hit;
    hit = clearOf({ left: right - size.width, top, right, bottom })
  ) {
    right = hit.left - 3;
    if (anchor.x - dotGap - right > maxShift) return null;
  }
  return { left: right - size.width, top, right, bottom };
}
