import type { Furniture } from './furniture.schema';

/** What a buyer reads for a piece's status; its lister reads the stored word (the spec's pending). */
export const buyerStatusLabels: Record<Furniture['status'], string> = { pending: 'Available', sold: 'Sold', draft: 'Draft' };

/** A listed piece that an accepted request holds reads On hold. */
export const buyerStatusOf = (status: Furniture['status'], onHold: boolean) =>
  status === 'pending' && onHold ? 'On hold' : buyerStatusLabels[status];
