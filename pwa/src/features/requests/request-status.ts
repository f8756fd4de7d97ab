import type { RequestStatus } from '@stagehouse/shared/purchase-request.schema';

/** Where a request stands, in the buyer's words. */
export const buyerRequestLabels: Record<RequestStatus, string> = {
  open: 'Waiting for an answer',
  countered: 'Counter-offer',
  accepted: 'Accepted: on hold for you',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Hold ended',
  sold: 'Sold to you',
};

/** Where a request stands, in the lister's words. */
export const listerRequestLabels: Record<RequestStatus, string> = {
  open: 'New',
  countered: 'Countered',
  accepted: 'Accepted: piece on hold',
  declined: 'Declined',
  withdrawn: 'Withdrawn by the buyer',
  expired: 'Hold ended',
  sold: 'Sold',
};

export const requestStatusColors: Record<RequestStatus, string> = {
  open: 'blue',
  countered: 'orange',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'gray',
  expired: 'gray',
  sold: 'teal',
};
