import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Piece } from '@stagehouse/shared/piece.schema';
import { adminPieceStatusLabels } from '@stagehouse/shared/options';
import { buyerStatusOf, type PieceState, pieceStateOf } from '@stagehouse/shared/piece-status';
import { useCurrentUser } from '../lib/auth-store';

type StatusFields = Pick<Piece, 'status' | 'needsReview' | 'ownerId'>;

const listerColors: Record<PieceState, string> = { sold: 'green', active: 'yellow', pending: 'yellow', draft: 'gray' };
const buyerColors: Record<Piece['status'], string> = { pending: 'green', sold: 'gray', draft: 'gray' };

/**
 * A piece's status as the viewer reads it: its lister as the back office does (Active, Pending review,
 * Draft, Sold), everyone else Available, On hold, Open house over (`over`: its open house is over) or Sold.
 */
export function useStatusOf(piece: StatusFields, onHold = false, over = false): { label: string; palette: string } {
  const isLister = useCurrentUser()?.id === piece.ownerId;
  const held = onHold && piece.status === 'pending';
  const state = pieceStateOf(piece);
  if (!isLister && over && piece.status === 'pending') return { label: buyerStatusOf(piece.status, onHold, over), palette: 'gray' };
  return {
    label: isLister ? `${adminPieceStatusLabels[state]}${held ? ', on hold' : ''}` : buyerStatusOf(piece.status, onHold),
    palette: held ? 'orange' : isLister ? listerColors[state] : buyerColors[piece.status],
  };
}

export function StatusBadge({
  piece,
  onHold = false,
  over = false,
  ...props
}: { piece: StatusFields; onHold?: boolean; over?: boolean } & BadgeProps) {
  const { label, palette } = useStatusOf(piece, onHold, over);
  return (
    <Badge colorPalette={palette} {...props}>
      {label}
    </Badge>
  );
}
