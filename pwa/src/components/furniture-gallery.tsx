import { Box, SimpleGrid } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { FurnitureCard, type FurnitureCardProps } from './furniture-card';

export type GalleryProps = Omit<FurnitureCardProps, 'piece'> & { pieces: Furniture[]; label: string };

/** A swipe carousel on phones, a 2, 3 or 4 column grid on larger screens. */
export const FurnitureGallery = ({ pieces, label, ...cardProps }: GalleryProps) => (
  <>
    <Box
      as="ul"
      aria-label={label}
      display={{ base: 'flex', md: 'none' }}
      gap="4"
      overflowX="auto"
      scrollSnapType="x mandatory"
      pb="2"
      listStyleType="none"
      data-testid="gallery-carousel"
    >
      {pieces.map((piece) => (
        <Box as="li" key={piece.id} flex="0 0 82%" scrollSnapAlign="center">
          <FurnitureCard piece={piece} {...cardProps} />
        </Box>
      ))}
    </Box>
    <SimpleGrid as="ul" aria-label={label} display={{ base: 'none', md: 'grid' }} columns={{ md: 2, lg: 3, xl: 4 }} gap="5" listStyleType="none" data-testid="gallery-grid">
      {pieces.map((piece) => (
        <Box as="li" key={piece.id}>
          <FurnitureCard piece={piece} {...cardProps} />
        </Box>
      ))}
    </SimpleGrid>
  </>
);
