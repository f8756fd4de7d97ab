import { apiPaths } from '@stagehouse/shared/api-paths';
import type { BusinessProfile, PlanSummary } from '@stagehouse/shared/account.schema';
import type { PaymentSettings, Payout } from '@stagehouse/shared/payment.schema';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/api';

export const accountKeys = {
  plan: ['account', 'plan'] as const,
  payouts: ['account', 'payouts'] as const,
  business: ['account', 'business-profile'] as const,
  payment: ['account', 'payment-settings'] as const,
};

export const planQuery = queryOptions({
  queryKey: accountKeys.plan,
  queryFn: ({ signal }) => getJson<PlanSummary>(apiPaths.plan, { signal }),
});
export const payoutsQuery = queryOptions({
  queryKey: accountKeys.payouts,
  queryFn: ({ signal }) => getJson<Payout[]>(apiPaths.payouts, { signal }),
});
export const businessQuery = queryOptions({
  queryKey: accountKeys.business,
  queryFn: ({ signal }) => getJson<BusinessProfile>(apiPaths.businessProfile, { signal }),
});
export const paymentQuery = queryOptions({
  queryKey: accountKeys.payment,
  queryFn: ({ signal }) => getJson<PaymentSettings>(apiPaths.paymentSettings, { signal }),
});
