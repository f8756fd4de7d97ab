import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { buyerStatusOf } from '@stagehouse/shared/piece-status';
import { useCurrentUser } from '../lib/auth-store';

type Piece = Pick<Furniture, 'status' | 'ownerId'>;

const listerColors: Record<Furniture['status'], string> = { sold: 'green', pending: 'yellow', draft: 'gray' };
const buyerColors: Record<Furniture['status'], string> = { pending: 'green', sold: 'gray', draft: 'gray' };

/** A piece's status as the viewer reads it: its lister the stored word (pending), everyone else Available, On hold or Sold. */
export function useStatusOf(piece: Piece, onHold = false): { label: string; palette: string } {
  const isLister = useCurrentUser()?.id === piece.ownerId;
  const held = onHold && piece.status === 'pending';
  return {
    label: isLister ? `${piece.status}${held ? ', on hold' : ''}` : buyerStatusOf(piece.status, onHold),
    palette: held ? 'orange' : (isLister ? listerColors : buyerColors)[piece.status],
  };
}

export function StatusBadge({ piece, onHold = false, ...props }: { piece: Piece; onHold?: boolean } & BadgeProps) {
  const { label, palette } = useStatusOf(piece, onHold);
  return (
    <Badge colorPalette={palette} textTransform="capitalize" {...props}>
      {label}
    </Badge>
  );
}
