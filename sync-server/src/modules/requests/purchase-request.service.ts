import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../infra/link-token';
import {
  defaultPickupWindows,
  houseInstant,
  houseTimeZone,
  houseToday,
  isOpenHouseOver,
  previousDay,
  windowEnded,
} from '@stagehouse/shared/house-time';
import { limits } from '@stagehouse/shared/limits';
import { formatUsd, fromCents, toCents } from '@stagehouse/shared/money';
import {
  buyerAnswerSchema,
  buyerContactSchema,
  counterRequestSchema,
  createPurchaseRequestSchema,
  declineRequestSchema,
  type HousePickupWindows,
  type PickupSlot,
  pickupSlotsInputSchema,
  pieceWatchSchema,
  type PurchaseRequest,
  type RequestStatus,
} from '@stagehouse/shared/purchase-request.schema';
import { requestMessages } from '@stagehouse/shared/messages';
import { minimumOffer } from '@stagehouse/shared/offer-rules';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { recordActivity } from '../admin/activity.repo';
import { findPieceById, findPieceToChange, findPieceToRequest } from '../pieces/pieces.repo';
import { updatePiece } from '../../db/synced/piece-writes';
import { findHouseOwner, findOpenHouse, listDatedHousesOfOwner } from '../browse/properties.repo';
import {
  buyerHasRequestInPlay,
  claimReminder,
  declineOtherRequests,
  findRequest,
  holdsOf,
  insertRequest,
  listHoldsEndedBefore,
  listPickupSlots,
  listRemindersDue,
  listRequestsForLister,
  listRequestsOfBuyer,
  pickupSlotsByHouse,
  replacePickupSlots,
  requestIdExists,
  type RequestWithPiece,
  listRequestsInPlay,
  statusesInPlay,
  updateRequestAtVersion,
} from './purchase-requests.repo';
import { featureEnabled } from '../../infra/settings.repo';
import { emailExists, emailOfUser } from '../accounts/users.repo';
import { afterCommit, inTransaction, type Trx } from '../../db/transaction';
import { HttpError, badRequest, conflict, forbidden, notFound, preconditionFailed } from '../../http/errors';
import { canChange, canRead } from '../../policy';
import type { LiveHub, LiveTopic } from '../../infra/live-events';
import type { Email, Mailer } from '../../infra/mailer';
import { quoted } from '../../infra/email-text';
import { pickupCalendar } from './pickup-calendar';
import { pickupWords } from './pickup-words';
import { takeAttempt } from '../../infra/rate-limit';
import { settleSale } from './sale.service';
import { keepNames } from '../../db/query-helpers';
import { addWatch, takeWatchers } from './piece-watches.repo';

/** The least a buyer may offer, in cents of whole dollars: half the asking price, rounded up. */
const minimumCents = (askingCents: number) => toCents(minimumOffer(fromCents(askingCents)));
const sameSlot = (a: PickupSlot, b: PickupSlot) => a.day === b.day && a.from === b.from && a.to === b.to;
/** A request's pickup window as its emails write it, in its house's zone. */
const windowText = (r: { pickupDay: string; pickupFrom: string; pickupTo: string; houseState: string | null }) =>
  pickupWords({ day: r.pickupDay, from: r.pickupFrom, to: r.pickupTo }, houseTimeZone(r.houseState));
/** The buyer of a held piece hears again at 9:00 house time the day before pickup. */
const reminderInstant = (pickupDay: string, zone: string) => houseInstant(previousDay(pickupDay), '09:00', zone);

/** The pickup windows of an open house: the lister's, else the default ones. */
export async function pickupSlotsOf(db: Db, house: { id: number; openHouseDate: string | null }): Promise<PickupSlot[]> {
  const set = await listPickupSlots(db, house.id);
  return set.length > 0 || !house.openHouseDate ? set : defaultPickupWindows(house.openHouseDate);
}

/** The pickup windows buyers can still choose (those not ended), and whether the open house is over. */
export async function openWindowsOf(db: Db, house: { id: number; openHouseDate: string | null; state: string }) {
  const all = await pickupSlotsOf(db, house);
  return { pickupSlots: all.filter((window) => !windowEnded(window, house.state)), over: isOpenHouseOver(house, all) };
}

/** The lister's open houses still to come (by each house's own date), with the pickup windows buyers choose from. */
export async function listOwnPickupWindows(db: Db, user: User): Promise<HousePickupWindows[]> {
  const houses = (await listDatedHousesOfOwner(db, user.id)).filter(
    (house): house is typeof house & { openHouseDate: string } =>
      house.openHouseDate !== null && house.openHouseDate >= houseToday(houseTimeZone(house.state)),
  );
  const set = await pickupSlotsByHouse(
    db,
    houses.map((h) => h.id),
  );
  return houses.map((house) => {
    const slots = set.get(house.id);
    return {
      propertyId: house.id,
      address: house.address,
      openHouseDate: house.openHouseDate,
      slots: slots ?? defaultPickupWindows(house.openHouseDate),
      custom: slots !== undefined,
    };
  });
}

/** The lister (or an admin) sets the pickup windows of an open house. */
export async function setPickupSlots(db: Db, user: User, propertyId: number, input: unknown): Promise<PickupSlot[]> {
  const house = await findHouseOwner(db, propertyId);
  if (!house) throw notFound('Open house not found');
  if (!canChange(user, house)) throw forbidden('Only the lister of this open house can set its pickup windows');
  const { slots } = pickupSlotsInputSchema.parse(input);
  const zone = houseTimeZone(house.state);
  const now = new Date().toISOString();
  const today = houseToday(zone);
  const lastDay = houseToday(zone, Date.now() + limits.pickupWindowDaysAhead * 24 * 60 * 60 * 1000);
  const problemOf = (slot: PickupSlot, i: number) => {
    if (slot.day < today) return requestMessages.slotPast;
    if (houseInstant(slot.day, slot.to, zone) <= now) return requestMessages.slotEnded;
    if (slot.day > lastDay) return requestMessages.slotTooFar;
    return slots.findIndex((other) => sameSlot(other, slot)) !== i ? requestMessages.slotTwice : null;
  };
  const problems = slots.map(problemOf);
  const refused = problems.findIndex((problem) => problem !== null);
  if (refused !== -1) {
    const message = problems[refused]!;
    throw badRequest(message, [{ path: ['slots', refused, 'day'], message }]);
  }
  await inTransaction(db, (trx) => replacePickupSlots(trx, propertyId, slots));
  return listPickupSlots(db, propertyId);
}

type Viewer = 'buyer' | 'lister';

/** How the other side hears of a change: by email, and (within a second) in their open apps. */
export interface Messengers {
  mailer: Mailer;
  live: LiveHub;
  /** The app's public address, for the links in the emails. */
  publicUrl: string;
}

/** The apps to poke when a request changes: its lister's and, when signed in, its buyer's. */
const topicsOf = (ownerId: number, buyerUserId: number | null): LiveTopic[] => [
  `user:${ownerId}`,
  ...(buyerUserId === null ? [] : [`user:${buyerUserId}` as const]),
];

/** The request's typed words (names, the address) as emails quote them. */
const emailWords = (row: { buyerName: string; pieceName: string; houseAddress: string | null }) => ({
  buyerName: quoted(row.buyerName, 'The buyer'),
  pieceName: quoted(row.pieceName, 'the piece'),
  houseAddress: quoted(row.houseAddress, 'the open house'),
});

/** The pickup window of a request as a calendar file, or (`cancel`) the file that takes it off the calendar again. */
function pickupFileOf(row: RequestWithPiece, cancel = false) {
  const zone = houseTimeZone(row.houseState);
  const words = emailWords(row);
  return pickupCalendar(
    {
      requestId: row.id,
      pieceName: words.pieceName,
      address: row.houseAddress === null ? null : words.houseAddress,
      startsAt: houseInstant(row.pickupDay, row.pickupFrom, zone),
      endsAt: row.pickupEndsAt,
    },
    cancel,
  );
}

/** Emails about a request that was accepted carry the calendar file that cancels its pickup. */
const cancelledPickup = (row: RequestWithPiece) => (row.status === 'accepted' ? { attachments: [pickupFileOf(row, true)] } : {});

/** An accepted request whose reminder time has come needs none: the acceptance email is the reminder. */
const heldFrom = (row: RequestWithPiece, now = new Date().toISOString()): Change => ({
  status: 'accepted',
  remindedAt: row.remindAt !== null && row.remindAt <= now ? now : null,
});

/** The piece as a viewer of the request sees it: once it is no longer public (a draft again, or held for review), its buyer sees it as it was when asked for. */
const pieceAsSeen = (row: RequestWithPiece, viewer: Viewer) =>
  viewer === 'buyer' && !canRead(undefined, { ownerId: row.ownerId, status: row.pieceStatus, needsReview: row.pieceNeedsReview })
    ? { name: row.requestedName ?? row.pieceName, cents: row.requestedCents ?? row.askingCents }
    : { name: row.pieceName, cents: row.askingCents };

function answerOf(row: RequestWithPiece, viewer: Viewer, heldBy: string | undefined): PurchaseRequest {
  const piece = pieceAsSeen(row, viewer);
  return {
    id: row.id,
    furnitureId: row.furnitureId,
    pieceName: piece.name,
    askingPrice: fromCents(piece.cents),
    propertyId: row.propertyId,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    offeredPrice: fromCents(row.offeredCents),
    counterPrice: row.counterCents === null ? null : fromCents(row.counterCents),
    pickup: { day: row.pickupDay, from: row.pickupFrom, to: row.pickupTo },
    message: row.message,
    status: row.status,
    declineReason: row.declineReason,
    pickupAddress: viewer === 'lister' || row.status === 'accepted' || row.status === 'sold' ? row.houseAddress : null,
    pieceOnHold: heldBy !== undefined && heldBy !== row.id,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function answersOf(db: Db, rows: RequestWithPiece[], viewer: Viewer) {
  const holds = await holdsOf(
    db,
    rows.map((r) => r.furnitureId),
  );
  return rows.map((row) => answerOf(row, viewer, holds.get(row.furnitureId)));
}

/**
 * A buyer asks to buy a listed piece, while the back office's checkout_booking switch is on (off,
 * requests already made are still answered and followed): at least half the asking price, for one
 * of the pickup windows of its open house, before the open house is over; one request in play per
 * buyer and piece, none on a piece another request holds. A signed-out buyer gives name, email and
 * phone and gets a token to read and answer the request later.
 */
export async function createRequest(
  db: Db,
  { mailer, live, publicUrl }: Messengers,
  input: unknown,
  actor: User | undefined,
  ip: string,
): Promise<{ request: PurchaseRequest; accessToken: string | null }> {
  const body = createPurchaseRequestSchema.parse(input);
  if (!(await featureEnabled(db, 'checkout_booking'))) throw conflict(requestMessages.closed);
  const contact = actor
    ? { buyerName: `${actor.firstName} ${actor.lastName}`, buyerEmail: actor.email, buyerPhone: body.buyerPhone ?? null }
    : buyerContactSchema.parse(body);
  await takeAttempt(
    db,
    [{ bucket: `request-client:${ip}`, limit: limits.requestsPerClientPerHour, windowMs: limits.hourMs }],
    'Too many requests. Please try again in an hour.',
  );
  const piece = await findPieceById(db, body.furnitureId);
  if (!piece || !canRead(actor, piece)) throw notFound('Furniture not found');
  if (piece.ownerId === actor?.id) throw badRequest('This is your own piece');
  if (piece.status !== 'pending') throw conflict(requestMessages.notAvailable);
  const house = piece.propertyId === null ? undefined : await findOpenHouse(db, piece.propertyId);
  if (!house) throw conflict(requestMessages.notAvailable);
  const zone = houseTimeZone(house.state);
  const { pickupSlots, over } = await openWindowsOf(db, house);
  if (over) throw conflict(requestMessages.openHouseOver);
  if (!pickupSlots.some((slot) => sameSlot(slot, body.pickup))) {
    throw badRequest(requestMessages.pickupNotOffered, [{ path: ['pickup'], message: requestMessages.pickupNotOffered }]);
  }
  const offeredCents = toCents(body.offeredPrice);
  if (offeredCents < minimumCents(piece.priceCents)) {
    const message = requestMessages.offerTooLow(formatUsd(fromCents(minimumCents(piece.priceCents))));
    throw badRequest(message, [{ path: ['offeredPrice'], message }]);
  }
  if (offeredCents > piece.priceCents) {
    const message = requestMessages.offerTooHigh(formatUsd(fromCents(piece.priceCents)));
    throw badRequest(message, [{ path: ['offeredPrice'], message }]);
  }
  // A signed-out request with an account's email is taken like any other, and kept apart from the account: answering
  // otherwise would tell anyone which emails have one. The account's owner hears of it instead.
  const accountEmail = actor ? undefined : (await emailExists(db, contact.buyerEmail.toLowerCase())) ? contact.buyerEmail : undefined;
  const id = body.id ?? randomUUID();
  // An app from before buyers' apps made their tokens sends none: one is made here and answered.
  const given = actor ? undefined : body.accessToken;
  const accessToken = actor ? null : (given ?? randomBytes(24).toString('base64url'));
  const words = emailWords({ buyerName: contact.buyerName, pieceName: piece.name, houseAddress: house.address });
  const emailIds: number[] = [];
  await inTransaction(db, async (trx) => {
    if (await requestIdExists(trx, id)) throw conflict('This request id is already used');
    // Read again and kept from edits until the commit: an edit that took the piece off sale meanwhile has declined the requests it found.
    if ((await findPieceToRequest(trx, piece.id))?.status !== 'pending') throw conflict(requestMessages.notAvailable);
    if ((await statusesInPlay(trx, piece.id)).includes('accepted')) throw conflict(requestMessages.onHold);
    // Kept until the commit, so the same buyer asking twice at once is told so the second time.
    const buyer = actor ? { userId: actor.id } : { email: contact.buyerEmail };
    const buyerKey = actor ? `user:${actor.id}` : `email:${contact.buyerEmail.toLowerCase()}`;
    await keepNames(trx, [`request:${piece.id}:${buyerKey}`]);
    if (await buyerHasRequestInPlay(trx, piece.id, buyer)) {
      throw conflict(requestMessages.alreadyAsked);
    }
    const now = new Date().toISOString();
    await insertRequest(trx, {
      id,
      furnitureId: piece.id,
      requestedName: piece.name,
      requestedCents: piece.priceCents,
      buyerUserId: actor?.id ?? null,
      ...contact,
      offeredCents,
      counterCents: null,
      pickupDay: body.pickup.day,
      pickupFrom: body.pickup.from,
      pickupTo: body.pickup.to,
      pickupEndsAt: houseInstant(body.pickup.day, body.pickup.to, zone),
      remindAt: reminderInstant(body.pickup.day, zone),
      remindedAt: null,
      message: body.message ?? null,
      status: 'open',
      declineReason: null,
      accessTokenHash: accessToken ? hashToken(accessToken) : null,
      createdAt: now,
      updatedAt: now,
    });
    await recordActivity(trx, {
      actor,
      action: 'create',
      entityType: 'listing',
      entityId: piece.id,
      entityTitle: piece.name,
      details: `Request to buy from ${contact.buyerEmail}`,
      ipAddress: ip,
    });
    afterCommit(trx, () => live.poke(topicsOf(piece.ownerId, actor?.id ?? null)));
    const offer = formatUsd(fromCents(offeredCents));
    const pickup = pickupWords(body.pickup, zone);
    const note = body.message ? quoted(body.message, '') : '';
    const phone = contact.buyerPhone ? quoted(contact.buyerPhone, '') : '';
    emailIds.push(
      await mailer.queue(trx, {
        to: await emailOfUser(trx, piece.ownerId),
        subject: `A request to buy ${words.pieceName}`,
        text: [
          `${words.buyerName} asks to buy ${words.pieceName} for ${offer} (you ask ${formatUsd(fromCents(piece.priceCents))}).`,
          `Pickup: ${pickup}.`,
          ...(note ? ['', `Their message: ${note}`] : []),
          '',
          `Reach them at ${contact.buyerEmail}${phone ? ` or ${phone}` : ''}.`,
          '',
          `Answer it on your Requests screen: ${publicUrl}/requests`,
        ].join('\n'),
      }),
    );
    // The buyer hears at once, with a link back to the request: a signed-out buyer's carries the request's token.
    const link = accessToken ? `${publicUrl}/my-requests#request=${id}&token=${accessToken}` : `${publicUrl}/my-requests`;
    emailIds.push(
      await mailer.queue(trx, {
        to: contact.buyerEmail,
        subject: accountEmail ? `A request to buy ${words.pieceName} was sent with your email` : `Your request to buy ${words.pieceName}`,
        text: [
          `Hi ${words.buyerName},`,
          '',
          `${accountEmail ? 'Someone signed out asked' : 'You asked'} to buy ${words.pieceName} for ${offer}, to pick up ${pickup}. The lister answers by email.`,
          '',
          'Follow and answer the request on any device with this link:',
          link,
          '',
          ...(accountEmail
            ? ['This email has a Stagehouse account: once the email is confirmed, the request joins the account when you sign in.', '']
            : []),
          'You get this email because a request to buy was sent with this address on Stagehouse. If it was not you, you can ignore it.',
        ].join('\n'),
      }),
    );
  });
  mailer.flush(emailIds);
  const row = await findRequest(db, id);
  if (!row) throw new HttpError(500, 'The request was not stored');
  return { request: answerOf(row, 'buyer', undefined), accessToken: given ? null : accessToken };
}

/** The signed-in buyer's requests, newest first. */
export const listOwnRequests = async (db: Db, user: User): Promise<PurchaseRequest[]> =>
  answersOf(db, await listRequestsOfBuyer(db, user.id), 'buyer');

/** The requests for the signed-in lister's pieces, those waiting for an answer first. */
export async function listIncomingRequests(db: Db, user: User): Promise<PurchaseRequest[]> {
  const rows = await listRequestsForLister(db, user.id);
  const waiting = (r: RequestWithPiece) => (r.status === 'open' ? 0 : r.status === 'accepted' ? 1 : 2);
  return answersOf(
    db,
    rows.sort((a, b) => waiting(a) - waiting(b)),
    'lister',
  );
}

function tokenMatches(row: { accessTokenHash: string | null }, token: string | undefined) {
  if (!token || !row.accessTokenHash) return false;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(row.accessTokenHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Who looks at a request: its buyer (signed in, or holding its token), its lister or an admin; anyone else is told it does not exist. */
function viewerOf(row: RequestWithPiece, actor: User | undefined, token: string | undefined): Viewer {
  if (canChange(actor, row)) return 'lister';
  if ((actor && row.buyerUserId === actor.id) || tokenMatches(row, token)) return 'buyer';
  throw notFound('Request not found');
}

export async function getRequest(db: Db, id: string, actor: User | undefined, token: string | undefined): Promise<PurchaseRequest> {
  const row = await findRequest(db, id);
  if (!row) throw notFound('Request not found');
  const [answer] = await answersOf(db, [row], viewerOf(row, actor, token));
  return answer!;
}

interface Change {
  status: RequestStatus;
  counterCents?: number | null;
  offeredCents?: number;
  declineReason?: string | null;
  remindedAt?: string | null;
}

/** Moves a request on, at the version it was read at (If-Match), and tells the other side by email; a stale version is answered with the request as `viewer` may see it. */
async function change(
  db: Db,
  { mailer, live }: Messengers,
  row: RequestWithPiece,
  viewer: Viewer,
  next: Change,
  expectedVersion: number | null,
  emails: Email[],
  work?: (trx: Trx) => Promise<void>,
) {
  if (expectedVersion !== null && expectedVersion !== row.version) {
    throw preconditionFailed('This request changed since you read it', { current: (await answersOf(db, [row], viewer))[0] });
  }
  const emailIds: number[] = [];
  await inTransaction(db, async (trx) => {
    // The piece first, as its edits take it: every change of its requests waits for the one before.
    const piece = await findPieceToChange(trx, row.furnitureId);
    if ((next.status === 'accepted' || next.status === 'sold') && piece?.status !== 'pending') throw conflict(requestMessages.notAvailable);
    if (next.status === 'accepted') await assertNotHeldByAnother(trx, row);
    if (!(await updateRequestAtVersion(trx, row.id, row.version, next, new Date().toISOString()))) {
      if (expectedVersion !== null) throw preconditionFailed('This request changed since you read it', {});
      // Sent without If-Match: the answer came after another, which the sender is told plainly.
      throw conflict(requestMessages.answeredMeanwhile((await findRequest(trx, row.id))?.status ?? row.status));
    }
    await work?.(trx);
    // A hold that ends without a sale, its piece still listed: whoever asked to hear is told once.
    const comesBack = row.status === 'accepted' && next.status !== 'sold' && next.status !== 'accepted' && piece?.status === 'pending';
    const back = comesBack ? (await takeWatchers(trx, row.furnitureId)).map((to) => comesBackEmail(to, row)) : [];
    for (const email of [...emails, ...back]) emailIds.push(await mailer.queue(trx, email));
    afterCommit(trx, () => live.poke(topicsOf(row.ownerId, row.buyerUserId)));
  });
  mailer.flush(emailIds);
}

/** The email telling a watcher that a held piece is available again. */
function comesBackEmail(to: string, row: RequestWithPiece): Email {
  const { pieceName, houseAddress } = emailWords(row);
  return {
    to,
    subject: `${pieceName} is available again`,
    text: [`The hold on ${pieceName} has ended: you can ask to buy it again.`, `It stands at the open house at ${houseAddress}.`].join(
      '\n',
    ),
  };
}

async function forLister(db: Db, user: User, id: string) {
  const row = await findRequest(db, id);
  if (!row || (!canChange(user, row) && row.buyerUserId !== user.id)) throw notFound('Request not found');
  if (!canChange(user, row)) throw forbidden(requestMessages.notYours);
  return row;
}

function assertStatus(row: { status: RequestStatus }, ...allowed: RequestStatus[]) {
  if (!allowed.includes(row.status)) throw conflict(requestMessages.wrongState(row.status));
}

async function assertNotHeldByAnother(db: Db, row: RequestWithPiece) {
  const held = (await holdsOf(db, [row.furnitureId])).get(row.furnitureId);
  if (held !== undefined && held !== row.id) throw conflict(requestMessages.onHold);
}

/** A lister's answer to one request: who answers, which request, what the body says, and the version it was read at (If-Match). */
export interface ListerAnswer {
  user: User;
  id: string;
  input: unknown;
  expectedVersion: number | null;
  ip: string;
}

/** Accepting holds the piece for this buyer until the pickup window ends; the address is theirs now. */
export async function acceptRequest(db: Db, messengers: Messengers, { user, id, expectedVersion }: ListerAnswer) {
  const row = await forLister(db, user, id);
  assertStatus(row, 'open');
  if (row.pieceStatus !== 'pending') throw conflict(requestMessages.notAvailable);
  await assertNotHeldByAnother(db, row);
  const words = emailWords(row);
  await change(db, messengers, row, 'lister', heldFrom(row), expectedVersion, [
    {
      to: row.buyerEmail,
      subject: `Your request for ${words.pieceName} is accepted`,
      text: [
        `The lister accepted your offer of ${formatUsd(fromCents(row.offeredCents))} for ${words.pieceName}.`,
        `Pick it up at ${words.houseAddress} on ${windowText(row)}.`,
        'The pickup window is attached for your calendar.',
      ].join('\n'),
      attachments: [pickupFileOf(row)],
    },
  ]);
  return getRequest(db, id, user, undefined);
}

export async function declineRequest(db: Db, messengers: Messengers, { user, id, input, expectedVersion }: ListerAnswer) {
  const row = await forLister(db, user, id);
  const { reason } = declineRequestSchema.parse(input);
  assertStatus(row, 'open', 'countered', 'accepted');
  const words = emailWords(row);
  const reasonWords = quoted(reason, '');
  await change(db, messengers, row, 'lister', { status: 'declined', declineReason: reason ?? null }, expectedVersion, [
    {
      to: row.buyerEmail,
      subject: `Your request for ${words.pieceName} was declined`,
      text: [`The lister declined your request for ${words.pieceName}.`, ...(reasonWords ? [`Their reason: ${reasonWords}`] : [])].join(
        '\n',
      ),
      ...cancelledPickup(row),
    },
  ]);
  return getRequest(db, id, user, undefined);
}

export async function counterRequest(db: Db, messengers: Messengers, { user, id, input, expectedVersion }: ListerAnswer) {
  const row = await forLister(db, user, id);
  const { counterPrice } = counterRequestSchema.parse(input);
  assertStatus(row, 'open');
  const counterCents = toCents(counterPrice);
  if (counterCents < minimumCents(row.askingCents)) {
    const message = requestMessages.counterTooLow(formatUsd(fromCents(minimumCents(row.askingCents))));
    throw badRequest(message, [{ path: ['counterPrice'], message }]);
  }
  if (counterCents > row.askingCents) {
    const message = requestMessages.counterTooHigh(formatUsd(fromCents(row.askingCents)));
    throw badRequest(message, [{ path: ['counterPrice'], message }]);
  }
  const words = emailWords(row);
  await change(db, messengers, row, 'lister', { status: 'countered', counterCents }, expectedVersion, [
    {
      to: row.buyerEmail,
      subject: `A counter-offer for ${words.pieceName}`,
      text: `The lister offers ${words.pieceName} to you for ${formatUsd(fromCents(counterCents))} instead of ${formatUsd(fromCents(row.offeredCents))}. Accept or decline it on your requests.`,
    },
  ]);
  return getRequest(db, id, user, undefined);
}

/** The buyer accepts or declines a counter-offer, or withdraws the request. */
export async function answerRequest(
  db: Db,
  messengers: Messengers,
  actor: User | undefined,
  token: string | undefined,
  id: string,
  input: unknown,
  expectedVersion: number | null,
) {
  const row = await findRequest(db, id);
  if (!row) throw notFound('Request not found');
  const isBuyer = (actor !== undefined && row.buyerUserId === actor.id) || tokenMatches(row, token);
  if (!isBuyer) throw notFound('Request not found');
  const { answer } = buyerAnswerSchema.parse(input);
  const lister = await emailOfUser(db, row.ownerId);
  const { buyerName, pieceName } = emailWords(row);
  if (answer === 'accept-counter') {
    assertStatus(row, 'countered');
    if (row.pieceStatus !== 'pending') throw conflict(requestMessages.notAvailable);
    await assertNotHeldByAnother(db, row);
    const price = formatUsd(fromCents(row.counterCents ?? row.offeredCents));
    const pickupFile = pickupFileOf(row);
    await change(db, messengers, row, 'buyer', { ...heldFrom(row), offeredCents: row.counterCents ?? row.offeredCents }, expectedVersion, [
      {
        to: lister,
        subject: `${buyerName} accepted your counter-offer for ${pieceName}`,
        text: `${buyerName} will pick ${pieceName} up on ${windowText(row)} for ${price}.`,
        attachments: [pickupFile],
      },
      {
        to: row.buyerEmail,
        subject: `${pieceName} is yours for ${price}`,
        text: [
          `You accepted the counter-offer of ${price} for ${pieceName}.`,
          `Pick it up at ${emailWords(row).houseAddress} on ${windowText(row)}.`,
          'The pickup window is attached for your calendar.',
        ].join('\n'),
        attachments: [pickupFile],
      },
    ]);
  } else if (answer === 'decline-counter') {
    assertStatus(row, 'countered');
    await change(
      db,
      messengers,
      row,
      'buyer',
      { status: 'declined', declineReason: 'The buyer declined the counter-offer' },
      expectedVersion,
      [
        {
          to: lister,
          subject: `${buyerName} declined your counter-offer for ${pieceName}`,
          text: `${buyerName} declined your counter-offer for ${pieceName}.`,
        },
      ],
    );
  } else {
    assertStatus(row, 'open', 'countered', 'accepted');
    await change(db, messengers, row, 'buyer', { status: 'withdrawn' }, expectedVersion, [
      {
        to: lister,
        subject: `${buyerName} withdrew the request for ${pieceName}`,
        text: `${buyerName} no longer asks for ${pieceName}.`,
        ...cancelledPickup(row),
      },
      // The buyer's calendar holds the pickup of an accepted request: the withdrawal takes it off.
      ...(row.status === 'accepted'
        ? [
            {
              to: row.buyerEmail,
              subject: `You withdrew your request for ${pieceName}`,
              text: `Your request for ${pieceName} is withdrawn: the hold has ended. The attached file takes the pickup off your calendar.`,
              ...cancelledPickup(row),
            },
          ]
        : []),
    ]);
  }
  return getRequest(db, id, actor, token);
}

/**
 * The lister marks an accepted request sold: the piece is sold to its buyer at the agreed price
 * (buyer details and sale date from the request, no retyping), paid out once, and the other
 * requests for it are declined.
 */
export async function sellFromRequest(db: Db, messengers: Messengers, { user, id, expectedVersion, ip }: ListerAnswer) {
  const row = await forLister(db, user, id);
  assertStatus(row, 'accepted');
  if (row.pieceStatus !== 'pending') throw conflict(requestMessages.notAvailable);
  const now = new Date().toISOString();
  await change(db, messengers, row, 'lister', { status: 'sold' }, expectedVersion, [], async (trx) => {
    const piece = await findPieceById(trx, row.furnitureId);
    if (!piece) throw notFound('Furniture not found');
    const buyerInfo = [row.buyerName, row.buyerEmail, row.buyerPhone].filter(Boolean).join(', ');
    await updatePiece(trx, piece, {
      status: 'sold',
      soldDate: now,
      buyerInfo,
      priceCents: row.offeredCents,
      version: piece.version + 1,
      updatedAt: now,
    });
    await settleSale(trx, piece, { status: 'sold', priceCents: row.offeredCents }, now);
    await declineOtherRequests(trx, piece.id, row.id, 'Sold to another buyer', now);
    await recordActivity(trx, {
      actor: user,
      action: 'update',
      entityType: 'listing',
      entityId: piece.id,
      entityTitle: piece.name,
      details: `Sold to ${row.buyerEmail} from a request`,
      ipAddress: ip,
    });
  });
  return getRequest(db, id, user, undefined);
}

/**
 * An edit of a piece by its lister (or an admin), from status `from` to `to`: one that marks a listed
 * piece sold or turns it back into a draft declines each request still in play and tells its buyer,
 * and a hold ends with it, so no one is later told the piece is available again. Runs in the edit's
 * transaction; answers the emails to send once it commits.
 */
export async function endRequestsOfPiece(
  trx: Trx,
  { mailer, live }: Messengers,
  piece: { id: string; name: string; ownerId: number },
  { from, to }: { from: string; to: string },
  now: string,
): Promise<number[]> {
  if (from !== 'pending' || (to !== 'sold' && to !== 'draft')) return [];
  const reason = to === 'sold' ? 'The lister has sold this piece' : 'The lister has taken this piece off sale';
  const emailIds: number[] = [];
  for (const row of await listRequestsInPlay(trx, piece.id)) {
    await updateRequestAtVersion(trx, row.id, row.version, { status: 'declined', declineReason: reason }, now);
    // Named as the buyer asked for it: a draft's new name is its lister's alone.
    const asked = row.requestedName ?? piece.name;
    const { pieceName } = emailWords({ buyerName: row.buyerName, pieceName: asked, houseAddress: null });
    // A hold's pickup leaves the buyer's calendar too; the entry keeps the name the buyer asked for.
    const held = row.status === 'accepted' ? await findRequest(trx, row.id) : undefined;
    emailIds.push(
      await mailer.queue(trx, {
        to: row.buyerEmail,
        subject: `Your request for ${pieceName} was declined`,
        text: `${reason}, so your request for ${pieceName} is declined.`,
        ...(held && { attachments: [pickupFileOf({ ...held, pieceName: asked }, true)] }),
      }),
    );
    afterCommit(trx, () => live.poke(topicsOf(piece.ownerId, row.buyerUserId)));
  }
  return emailIds;
}

/** Holds whose pickup window has passed without a sale end: the piece is available again, both sides told. */
export async function expireHolds(db: Db, messengers: Messengers, now = new Date()): Promise<number> {
  const due = await listHoldsEndedBefore(db, now.toISOString());
  for (const row of due) {
    const lister = await emailOfUser(db, row.ownerId);
    const { pieceName } = emailWords(row);
    // A piece taken off sale meanwhile (before its edit ended its requests) is not available again.
    const again = row.pieceStatus === 'pending' ? ' and the piece is available again' : '';
    const text = `The pickup window for ${pieceName} (${windowText(row)}) passed without a sale: the hold has ended${again}.`;
    const subject = `The hold on ${pieceName} has ended`;
    await change(
      db,
      messengers,
      row,
      'lister',
      { status: 'expired' },
      null,
      [row.buyerEmail, lister].map((to) => ({ to, subject, text })),
    );
  }
  return due.length;
}

/** The buyer of each held piece hears the day before pickup, once, with the pickup window for their calendar. */
export async function sendPickupReminders(db: Db, { mailer }: Messengers, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await listRemindersDue(db, at);
  let sent = 0;
  for (const row of due) {
    const words = emailWords(row);
    const emailIds: number[] = [];
    await inTransaction(db, async (trx) => {
      if (!(await claimReminder(trx, row.id, at))) return;
      emailIds.push(
        await mailer.queue(trx, {
          to: row.buyerEmail,
          subject: `Pickup tomorrow: ${words.pieceName}`,
          text: [
            `A reminder: ${words.pieceName} is held for you.`,
            `Pick it up at ${words.houseAddress} on ${windowText(row)}.`,
            'The pickup window is attached for your calendar.',
          ].join('\n'),
          attachments: [pickupFileOf(row)],
        }),
      );
    });
    mailer.flush(emailIds);
    sent += emailIds.length;
  }
  return sent;
}

/**
 * "Tell me if it comes back": a buyer who finds a piece on hold is emailed once if the hold ends
 * without a sale. A signed-in buyer is told at their account's email.
 */
export async function watchPiece(db: Db, actor: User | undefined, furnitureId: string, input: unknown, ip: string) {
  const body = pieceWatchSchema.parse(input);
  const email = actor?.email ?? body.email;
  if (!email) throw badRequest(requestMessages.watchEmailNeeded, [{ path: ['email'], message: requestMessages.watchEmailNeeded }]);
  await takeAttempt(
    db,
    [{ bucket: `watch-client:${ip}`, limit: limits.watchesPerClientPerHour, windowMs: limits.hourMs }],
    'Too many requests. Please try again in an hour.',
  );
  const piece = await findPieceById(db, furnitureId);
  if (!piece || !canRead(actor, piece)) throw notFound('Furniture not found');
  if (piece.status !== 'pending') throw conflict(requestMessages.notAvailable);
  if (!(await holdsOf(db, [piece.id])).has(piece.id)) throw conflict(requestMessages.notHeld);
  await addWatch(db, { furnitureId: piece.id, email: email.toLowerCase(), userId: actor?.id ?? null });
  return { watching: true as const, email };
}
