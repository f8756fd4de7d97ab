import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { FurnitureCard, type FurnitureCardProps } from './furniture-card';

export type GalleryProps = Omit<FurnitureCardProps, 'piece' | 'firstInView'> & { pieces: Furniture[]; label: string };

/** The card a phone shows whole before any scrolling: its photo loads at once, first; the rest as they come into view. */
const firstInView = 1;

/** One list of cards: a swipe carousel on phones, a 2, 3 or 4 column grid on larger screens (furniture-card.css). */
export const FurnitureGallery = ({ pieces, label, ...cardProps }: GalleryProps) => (
  <ul className="sh-gallery" aria-label={label} data-testid="gallery">
    {pieces.map((piece, index) => (
      <li key={piece.id}>
        <FurnitureCard piece={piece} firstInView={index < firstInView} {...cardProps} />
      </li>
    ))}
  </ul>
);
