import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const accountKeys = {
  plan: ['account', 'plan'] as const,
  payouts: ['account', 'payouts'] as const,
  business: ['account', 'business-profile'] as const,
  payment: ['account', 'payment-settings'] as const,
};

export const planQuery = queryOptions({
  queryKey: accountKeys.plan,
  queryFn: ({ signal }) => call('plan', { signal }),
});
export const payoutsQuery = queryOptions({
  queryKey: accountKeys.payouts,
  queryFn: ({ signal }) => call('payouts', { signal }),
});
export const businessQuery = queryOptions({
  queryKey: accountKeys.business,
  queryFn: ({ signal }) => call('getBusinessProfile', { signal }),
});
export const paymentQuery = queryOptions({
  queryKey: accountKeys.payment,
  queryFn: ({ signal }) => call('getPaymentSettings', { signal }),
});
