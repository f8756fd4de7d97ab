import type { Piece } from '@stagehouse/shared/piece.schema';
import { PieceCard, type PieceCardProps } from './piece-card';

export type GalleryProps = Omit<PieceCardProps, 'piece' | 'firstInView' | 'onHold'> & {
  pieces: Piece[];
  label: string;
  /** The pieces an accepted request holds: they read On hold. */
  heldIds?: ReadonlySet<string>;
};

/** The card a phone shows whole before any scrolling: its photo loads at once, first; the rest as they come into view. */
const firstInView = 1;

/** One list of cards: a swipe carousel on phones, a 2, 3 or 4 column grid on larger screens (furniture-card.css). */
export const FurnitureGallery = ({ pieces, label, heldIds, ...cardProps }: GalleryProps) => (
  <ul className="sh-gallery" aria-label={label} data-testid="gallery">
    {pieces.map((piece, index) => (
      <li key={piece.id}>
        <PieceCard piece={piece} firstInView={index < firstInView} onHold={heldIds?.has(piece.id) === true} {...cardProps} />
      </li>
    ))}
  </ul>
);
