import type { Piece } from '@stagehouse/shared/piece.schema';
import { adminPieceStatusLabels, conditions, editFormConditions, editFormRooms, pieceStatuses, rooms } from '@stagehouse/shared/options';
import { pieceStateOf } from '@stagehouse/shared/piece-status';
import { optionsOf } from '../../components/select-field';

export const createOptions = { rooms: optionsOf(rooms), conditions: optionsOf(conditions) };
/** How a size is written, shown as the Dimensions field's placeholder. */
export const dimensionsExample = '84" W × 38" D × 34" H';
export const editOptions = {
  rooms: optionsOf(editFormRooms),
  conditions: optionsOf(editFormConditions),
};

/** The statuses the owner may set, in the words the back office uses: listed reads Active, or Pending review while an admin holds the piece. */
export const statusOptionsOf = (piece: Pick<Piece, 'needsReview'>) =>
  pieceStatuses.map((status) => ({
    value: status,
    label: adminPieceStatusLabels[pieceStateOf({ status, needsReview: piece.needsReview })],
  }));
