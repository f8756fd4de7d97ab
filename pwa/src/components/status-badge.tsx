import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { buyerStatusOf } from '@stagehouse/shared/piece-status';
import { useCurrentUser } from '../lib/auth-store';

const listerColors: Record<Furniture['status'], string> = { sold: 'green', pending: 'yellow', draft: 'gray' };
const buyerColors: Record<Furniture['status'], string> = { pending: 'green', sold: 'gray', draft: 'gray' };

/** A piece's status: its lister reads the stored word (pending), everyone else Available, On hold or Sold. */
export const StatusBadge = ({ piece, onHold = false, ...props }: { piece: Pick<Furniture, 'status' | 'ownerId'>; onHold?: boolean } & BadgeProps) => {
  const isLister = useCurrentUser()?.id === piece.ownerId;
  const held = onHold && piece.status === 'pending';
  return (
    <Badge colorPalette={held ? 'orange' : (isLister ? listerColors : buyerColors)[piece.status]} textTransform="capitalize" {...props}>
      {isLister ? `${piece.status}${held ? ', on hold' : ''}` : buyerStatusOf(piece.status, onHold)}
    </Badge>
  );
};
