import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Furniture } from '@stagehouse/shared/furniture.schema';
import { buyerStatusLabels } from '@stagehouse/shared/piece-status';
import { useCurrentUser } from '../lib/auth-store';

const listerColors: Record<Furniture['status'], string> = { sold: 'green', pending: 'yellow', draft: 'gray' };
const buyerColors: Record<Furniture['status'], string> = { pending: 'green', sold: 'gray', draft: 'gray' };

/** A piece's status: its lister reads the stored word (pending), everyone else Available or Sold. */
export const StatusBadge = ({ piece, ...props }: { piece: Pick<Furniture, 'status' | 'ownerId'> } & BadgeProps) => {
  const isLister = useCurrentUser()?.id === piece.ownerId;
  return (
    <Badge colorPalette={(isLister ? listerColors : buyerColors)[piece.status]} textTransform="capitalize" {...props}>
      {isLister ? piece.status : buyerStatusLabels[piece.status]}
    </Badge>
  );
};
