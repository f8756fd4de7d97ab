import { z } from 'zod';
import { pieceSchema } from './piece.schema';
import { foundPieceSchema } from './piece-search.schema';
import { openHouseSchema } from './property.schema';
import { pickupSlotSchema } from './purchase-request.schema';

/**
 * The open house a piece stands in, as its page shows it, with the pickup windows a buyer can still
 * choose (those not ended), and whether it is over (every window ended, or its day passed).
 */
export const pieceHouseSchema = openHouseSchema
  .pick({
    id: true,
    address: true,
    city: true,
    state: true,
    zipCode: true,
    companyId: true,
    companyName: true,
    openHouseDate: true,
    openHouseTime: true,
  })
  .extend({ pickupSlots: z.array(pickupSlotSchema), over: z.boolean() });
export type PieceHouse = z.infer<typeof pieceHouseSchema>;

/** A piece's own page: the piece, its open house when it stands in one, whether an accepted request holds it, and pieces like it. */
export const pieceViewSchema = z.object({
  piece: pieceSchema,
  house: pieceHouseSchema.nullable(),
  onHold: z.boolean(),
  similar: z.array(foundPieceSchema),
});
export type PieceView = z.infer<typeof pieceViewSchema>;
