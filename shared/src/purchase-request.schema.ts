import { z } from 'zod';
import { emailSchema, optionalText, priceSchema, requiredText } from './fields';
import { limits } from './limits';
import { requestMessages, validation } from './messages';
import { formatUsd } from './money';
import { minimumOffer } from './offer-rules';

/** Where a request stands. open and countered wait for an answer; accepted holds the piece until pickup. */
export const requestStatuses = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'sold'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Requests still in play: they hold the buyer's one request for the piece. */
export const liveRequestStatuses = ['open', 'countered', 'accepted'] as const satisfies readonly RequestStatus[];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

/** A pickup window on de-staging day: a day and its hours, in the house's own time. */
export const pickupSlotSchema = z
  .object({ day: z.iso.date(), from: clock, to: clock })
  .refine((slot) => slot.from < slot.to, { message: requestMessages.slotOrder, path: ['to'] });
export type PickupSlot = z.infer<typeof pickupSlotSchema>;

export const pickupSlotsInputSchema = z.object({ slots: z.array(pickupSlotSchema).min(1).max(limits.pickupSlotsPerHouse) });
export type PickupSlotsInput = z.infer<typeof pickupSlotsInputSchema>;

/** One of the lister's coming open houses with the pickup windows buyers choose from; `custom` once the lister has set them. */
export const housePickupWindowsSchema = z.object({
  propertyId: z.number().int(),
  address: z.string(),
  openHouseDate: z.iso.date(),
  slots: z.array(pickupSlotSchema),
  custom: z.boolean(),
});
export type HousePickupWindows = z.infer<typeof housePickupWindowsSchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d ().-]{7,20}$/, requestMessages.phoneInvalid);

/** The Request to buy form: the slot is chosen by its key (slotKey); a signed-out buyer gives name, email and phone. */
export const requestFormSchemaFor = (askingPrice: number, signedIn: boolean) =>
  z.object({
    offeredPrice: priceSchema(requestMessages.offerRequired)
      .refine((price) => price >= minimumOffer(askingPrice), requestMessages.offerTooLow(formatUsd(minimumOffer(askingPrice))))
      .refine((price) => price <= askingPrice, requestMessages.offerTooHigh(formatUsd(askingPrice))),
    pickup: z.string().min(1, requestMessages.pickupRequired),
    message: z.string().trim().max(limits.requestMessageMaxLength, validation.tooLong),
    buyerName: signedIn ? z.string() : requiredText(requestMessages.nameRequired, limits.nameMaxLength),
    buyerEmail: signedIn ? z.string() : emailSchema(validation.rsvpEmailInvalid),
    buyerPhone: signedIn ? z.union([z.literal(''), phoneSchema]) : phoneSchema,
  });
export type RequestFormInput = z.input<ReturnType<typeof requestFormSchemaFor>>;

/** A request to buy a piece: the buyer's contact is the account's when signed in, else given. */
export const createPurchaseRequestSchema = z.object({
  id: z.uuid().optional(),
  furnitureId: z.string().min(1).max(64),
  offeredPrice: priceSchema(requestMessages.offerRequired),
  pickup: pickupSlotSchema,
  message: optionalText(limits.requestMessageMaxLength),
  buyerName: requiredText(requestMessages.nameRequired, limits.nameMaxLength).optional(),
  buyerEmail: emailSchema(validation.rsvpEmailInvalid).optional(),
  buyerPhone: phoneSchema.optional(),
  /**
   * A signed-out buyer's token to read and answer the request later, made and kept by their app: the
   * server keeps only its hash, so no answer it keeps (an Idempotency-Key's) holds it.
   */
  accessToken: z
    .string()
    .regex(/^[\w-]{32,128}$/)
    .optional(),
});
export type CreatePurchaseRequestInput = z.input<typeof createPurchaseRequestSchema>;

/** The contact a signed-out buyer must give. */
export const buyerContactSchema = createPurchaseRequestSchema.pick({ buyerName: true, buyerEmail: true, buyerPhone: true }).required();

export const declineRequestSchema = z.object({ reason: optionalText(limits.requestMessageMaxLength) });
export const counterRequestSchema = z.object({ counterPrice: priceSchema(requestMessages.offerRequired) });
export const buyerAnswerSchema = z.object({ answer: z.enum(['accept-counter', 'decline-counter', 'withdraw']) });

export const purchaseRequestSchema = z.object({
  id: z.string(),
  furnitureId: z.string(),
  pieceName: z.string(),
  askingPrice: z.number(),
  propertyId: z.number().int().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string().nullable(),
  offeredPrice: z.number(),
  counterPrice: z.number().nullable(),
  pickup: pickupSlotSchema,
  message: z.string().nullable(),
  status: z.enum(requestStatuses),
  declineReason: z.string().nullable(),
  /** Where to pick the piece up: shown to the buyer only once the request is accepted. */
  pickupAddress: z.string().nullable(),
  /** Another buyer's request holds the piece. */
  pieceOnHold: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** What a new request answers: the token a signed-out buyer reads and answers it with, when the server made it (the app sent none). */
export const createdRequestSchema = z.object({ request: purchaseRequestSchema, accessToken: z.string().nullable() });
export type CreatedRequest = z.infer<typeof createdRequestSchema>;

/** "Tell me if it comes back" for a held piece: a signed-in buyer is told at their account's email, anyone else at this one. */
export const pieceWatchSchema = z.object({ email: emailSchema(validation.rsvpEmailInvalid).optional() });
export const pieceWatchAnswerSchema = z.object({ watching: z.literal(true), email: z.string() });
