import { z } from 'zod';
import { businessProfileAnswerSchema, businessProfileSchema, planSummarySchema, profileUpdateSchema } from '../account.schema';
import { apiRoutes } from '../api-paths';
import { changePasswordSchema } from '../auth.schema';
import type { Endpoint } from '../endpoint';
import { paymentSettingsFormSchema, paymentSettingsSchema, payoutSchema } from '../payment.schema';
import { userAnswerSchema } from '../user.schema';

/** The signed-in user's own account: profile, password, plan, payouts, business profile, bank details. */
export const accountEndpoints = {
  getProfile: { method: 'GET', path: apiRoutes.profile, summary: "The user's profile", access: 'signedIn', answer: userAnswerSchema },
  updateProfile: {
    method: 'PUT',
    path: apiRoutes.profile,
    summary: 'Changes name, email and company (a new email needs the current password)',
    access: 'signedIn',
    body: profileUpdateSchema,
    answer: userAnswerSchema,
  },
  changePassword: {
    method: 'POST',
    path: apiRoutes.changePassword,
    summary: "Changes the password, and signs out the account's other sessions",
    access: 'signedIn',
    body: changePasswordSchema,
  },
  plan: {
    method: 'GET',
    path: apiRoutes.plan,
    summary: "The plan, and this month's RSVPs and what they cost",
    access: 'lister',
    answer: planSummarySchema,
  },
  payouts: {
    method: 'GET',
    path: apiRoutes.payouts,
    summary: 'Payouts for pieces sold',
    access: 'lister',
    answer: z.array(payoutSchema),
  },
  getBusinessProfile: {
    method: 'GET',
    path: apiRoutes.businessProfile,
    summary: 'The business profile',
    access: 'lister',
    answer: businessProfileAnswerSchema,
  },
  saveBusinessProfile: {
    method: 'PUT',
    path: apiRoutes.businessProfile,
    summary: 'Saves the business profile',
    access: 'lister',
    headers: ['Idempotency-Key'],
    body: businessProfileSchema,
    answer: businessProfileAnswerSchema,
  },
  getPaymentSettings: {
    method: 'GET',
    path: apiRoutes.paymentSettings,
    summary: 'The bank details for payouts, the account number masked',
    access: 'lister',
    answer: paymentSettingsSchema,
  },
  savePaymentSettings: {
    method: 'POST',
    path: apiRoutes.paymentSettings,
    summary: 'Saves the bank details',
    access: 'lister',
    headers: ['Idempotency-Key'],
    body: paymentSettingsFormSchema,
    answer: paymentSettingsSchema,
  },
  verifyBankAccount: {
    method: 'POST',
    path: apiRoutes.verifyBankAccount,
    summary: 'Starts verifying the bank account',
    access: 'lister',
    headers: ['Idempotency-Key'],
    answer: paymentSettingsSchema,
  },
} as const satisfies Record<string, Endpoint>;
