import { Box, HStack, IconButton, Image } from '@chakra-ui/react';
import { ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { cardImageOf } from '../../components/piece-card';
import { LoadedWhenOpened } from '../../components/loaded-when-opened';
import { StepButtons, useStepping } from './photo-stepping';

// The full-screen view's code comes when it is first opened, not with the page.
const FullScreenPhotos = lazyComponent(() => import('./full-screen-photos').then((m) => m.FullScreenPhotos));

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
      <LoadedWhenOpened open={full}>
        <FullScreenPhotos
          open={full}
          name={name}
          photo={current}
          alt={alt}
          position={position}
          many={many}
          stepping={stepping}
          onClose={() => setFull(false)}
        />
      </LoadedWhenOpened>
    </Box>
  );
}
