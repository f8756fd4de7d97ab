import { Box } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { FurnitureCard, type FurnitureCardProps } from './furniture-card';

export type GalleryProps = Omit<FurnitureCardProps, 'piece' | 'firstInView'> & { pieces: Furniture[]; label: string };

/** The cards a phone shows before any scrolling (one and the edge of the next), whose photos load at once. */
const firstInView = 2;

/** One list of cards: a swipe carousel on phones, a 2, 3 or 4 column grid on larger screens. */
export const FurnitureGallery = ({ pieces, label, ...cardProps }: GalleryProps) => (
  <Box
    as="ul"
    aria-label={label}
    display={{ base: 'flex', md: 'grid' }}
    gridTemplateColumns={{ md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
    gap={{ base: '4', md: '5' }}
    overflowX={{ base: 'auto', md: 'visible' }}
    scrollSnapType={{ base: 'x mandatory', md: 'none' }}
    pb={{ base: '2', md: '0' }}
    listStyleType="none"
    data-testid="gallery"
  >
    {pieces.map((piece, index) => (
      <Box as="li" key={piece.id} flex={{ base: '0 0 82%', md: 'initial' }} scrollSnapAlign={{ base: 'center', md: 'none' }}>
        <FurnitureCard piece={piece} firstInView={index < firstInView} {...cardProps} />
      </Box>
    ))}
  </Box>
);
