import type { Furniture } from './furniture.schema';

/** What a buyer reads for a piece's status; its lister reads the stored word (the spec's pending). */
export const buyerStatusLabels: Record<Furniture['status'], string> = { pending: 'Available', sold: 'Sold', draft: 'Draft' };
