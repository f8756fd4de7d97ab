import { Box, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { cardImageOf } from '../../components/furniture-card';

const swipeMinPx = 40;

interface Step {
  count: number;
  index: number;
  go(index: number): void;
}

/** Left and right arrow keys and a horizontal swipe step through the photos. */
function useStepping({ count, index, go }: Step) {
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
const StepButtons = ({ name, step }: { name: string; step(by: number): void }) => (
  <>
    <StepButton side="previous" name={name} onClick={() => step(-1)} />
    <StepButton side="next" name={name} onClick={() => step(1)} />
  </>
);

/** Every photo of a piece: one at a time, with arrows, keys, swipe and thumbnails, and a full-screen view. */
export function PhotoGallery({ name, photos }: { name: string; photos: string[] }) {
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const stepping = useStepping({ count: photos.length, index, go: setIndex });
  const current = photos[index];
  if (!current) {
    return (
      <Box
        aspectRatio={3 / 2}
        bg="gray.100"
        rounded="lg"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="gray.600"
        role="img"
        aria-label={`No photo of ${name}`}
      >
        <ImageOff size={48} aria-hidden />
      </Box>
    );
  }
  const position = `Photo ${index + 1} of ${photos.length}`;
  const alt = `${name}, ${position.toLowerCase()}`;
  const many = photos.length > 1;
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <Box
        position="relative"
        aspectRatio={3 / 2}
        bg="gray.100"
        rounded="lg"
        overflow="hidden"
        tabIndex={0}
        aria-label={`${position}. Left and right arrow keys show the others.`}
        onKeyDown={stepping.onKeyDown}
        onTouchStart={stepping.onTouchStart}
        onTouchEnd={stepping.onTouchEnd}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
      >
        <Image src={current} alt={alt} width={1200} height={800} w="full" h="full" objectFit="contain" fetchPriority="high" />
        {many && <StepButtons name={name} step={stepping.step} />}
        <IconButton
          aria-label={`View photos of ${name} full screen`}
          position="absolute"
          bottom="2"
          right="2"
          rounded="full"
          variant="subtle"
          bg="whiteAlpha.900"
          size="sm"
          onClick={() => setFull(true)}
        >
          <Maximize2 />
        </IconButton>
      </Box>
      {many && (
        <HStack as="ul" listStyleType="none" gap="2" mt="3" overflowX="auto" pb="1" aria-label={`Photos of ${name}`}>
          {photos.map((photo, i) => (
            <Box as="li" key={photo} flex="0 0 auto">
              <Box
                as="button"
                display="block"
                w="20"
                aspectRatio={3 / 2}
                rounded="md"
                overflow="hidden"
                borderWidth="2px"
                borderColor={i === index ? 'teal.600' : 'transparent'}
                aria-label={`Show photo ${i + 1} of ${photos.length}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <Image src={cardImageOf(photo)} alt="" width={120} height={80} loading="lazy" w="full" h="full" objectFit="cover" />
              </Box>
            </Box>
          ))}
        </HStack>
      )}
      <Dialog.Root open={full} onOpenChange={(e) => setFull(e.open)} size="full">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              bg="gray.950"
              color="white"
              onKeyDown={stepping.onKeyDown}
              onTouchStart={stepping.onTouchStart}
              onTouchEnd={stepping.onTouchEnd}
            >
              <Dialog.Header>
                <Dialog.Title>{name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body position="relative" display="flex" alignItems="center" justifyContent="center">
                <Image src={current} alt={alt} width={1600} height={1067} maxH="80vh" w="auto" maxW="full" objectFit="contain" />
                {many && <StepButtons name={name} step={stepping.step} />}
              </Dialog.Body>
              <Dialog.Footer justifyContent="center">
                <Text aria-live="polite">{position}</Text>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close full screen view" color="white" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}
