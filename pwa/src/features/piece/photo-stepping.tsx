import { IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type TouchEvent, useRef } from 'react';

const swipeMinPx = 40;

interface Step {
  count: number;
  index: number;
  go(index: number): void;
}

/** Left and right arrow keys and a horizontal swipe step through the photos. */
export function useStepping({ count, index, go }: Step) {
  const touchStart = useRef<number | null>(null);
  const step = (by: number) => go((index + by + count) % count);
  return {
    step,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'ArrowRight') step(1);
      else return;
      e.preventDefault();
    },
    onTouchStart: (e: TouchEvent) => {
      touchStart.current = e.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const start = touchStart.current;
      const end = e.changedTouches[0]?.clientX;
      touchStart.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < swipeMinPx) return;
      step(end < start ? 1 : -1);
    },
  };
}

const StepButton = ({ side, name, onClick }: { side: 'previous' | 'next'; name: string; onClick(): void }) => (
  <IconButton
    aria-label={`${side === 'previous' ? 'Previous' : 'Next'} photo of ${name}`}
    position="absolute"
    top="50%"
    transform="translateY(-50%)"
    {...(side === 'previous' ? { left: '2' } : { right: '2' })}
    rounded="full"
    variant="subtle"
    bg="whiteAlpha.900"
    size="sm"
    onClick={onClick}
  >
    {side === 'previous' ? <ChevronLeft /> : <ChevronRight />}
  </IconButton>
);

/** The arrows either side of the shown photo. */
export const StepButtons = ({ name, step }: { name: string; step(by: number): void }) => (
  <>
    <StepButton side="previous" name={name} onClick={() => step(-1)} />
    <StepButton side="next" name={name} onClick={() => step(1)} />
  </>
);

export type Stepping = ReturnType<typeof useStepping>;
