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

/** The end of an account number that may be shown: its last 4 digits, fewer when it is short, so that at least 4 always stay hidden. */
export const shownEndOf = (accountNumber: string): string =>
  accountNumber.slice(accountNumber.length - Math.min(4, Math.max(0, accountNumber.length - 4)));

/** An account number as shown: hidden digits, then the end that may be shown (see shownEndOf). */
export const maskAccountNumber = (shownEnd: string): string => `****${shownEnd}`;

export const payoutSchema = z.object({
  id: z.number().int(),
  furnitureId: z.string().nullable(),
  furnitureName: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  paidAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
