import { z } from 'zod';
import { requiredText } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { bankAccountTypes, bankVerificationStatuses } from './options';
import { isValidRoutingNumber } from './routing-number';

export const paymentSettingsFormSchema = z.object({
  bankAccountType: z.enum(bankAccountTypes, { error: validation.accountTypeRequired }),
  routingNumber: z
    .string({ error: validation.routingNumberLength })
    .trim()
    .length(limits.routingNumberLength, validation.routingNumberLength)
    .refine(isValidRoutingNumber, validation.routingNumberChecksum),
  accountNumber: z
    .string({ error: validation.accountNumberInvalid })
    .trim()
    .min(limits.accountNumberMinLength, validation.accountNumberInvalid)
    .max(limits.accountNumberMaxLength, validation.accountNumberInvalid)
    .regex(/^\d+$/, validation.accountNumberInvalid),
  accountHolderName: requiredText(validation.accountHolderRequired),
  bankName: requiredText(validation.bankNameRequired),
});
export type PaymentSettingsInput = z.input<typeof paymentSettingsFormSchema>;

/** What the server answers: the account number only ever masked to its last 4 digits. */
export const paymentSettingsSchema = z.object({
  bankAccountType: z.enum(bankAccountTypes).nullable(),
  routingNumber: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  isVerified: z.boolean(),
  status: z.enum(bankVerificationStatuses),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const maskAccountNumber = (last4: string): string => `****${last4}`;

export const payoutSchema = z.object({
  id: z.number().int(),
  furnitureId: z.string().nullable(),
  furnitureName: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  paidAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
