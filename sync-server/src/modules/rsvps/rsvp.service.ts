import { randomUUID } from 'node:crypto';
import { isOpenHousePast } from '@stagehouse/shared/house-time';
import { limits, money } from '@stagehouse/shared/limits';
import { toCents } from '@stagehouse/shared/money';
import { rsvpMessages } from '@stagehouse/shared/messages';
import { type Rsvp, createRsvpSchema } from '@stagehouse/shared/rsvp.schema';
import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { recordActivity } from '../admin/activity.repo';
import { insertLedgerEntry } from '../accounts/billing-ledger.repo';
import { findPieceById } from '../pieces/pieces.repo';
import { countRsvps, findRsvpByEmail, rsvpIdExists } from './rsvps.repo';
import { insertRsvp } from '../../db/synced/rsvp-writes';
import { badRequest, conflict } from '../../http/errors';
import { findVisibleOpenHouse } from '../browse/open-house.service';
import { quoted } from '../../infra/email-text';
import { takeAttempt } from '../../infra/rate-limit';
import type { Mailer } from '../../infra/mailer';

function formatOpenHouse(date: string | null, time: string | null): string {
  if (!date) return 'the date will be announced by the lister';
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return time ? `${day}, ${time}` : day;
}

const tooManyRsvps = 'Too many RSVPs. Please try again in an hour.';

export interface RsvpResult {
  rsvp: Rsvp;
  rsvpCount: number;
  created: boolean;
}

const answerOf = (row: Rsvp): Rsvp => ({
  id: row.id,
  propertyId: row.propertyId,
  furnitureId: row.furnitureId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  createdAt: row.createdAt,
});

/**
 * One RSVP per email per open house still to come, billed to the lister (5 USD) once, with a
 * confirmation email queued, in one transaction; a past open house refuses it and bills nothing.
 * A repeat answers the RSVP as sent, never another person's details: the existing one only to the
 * signed-in user who made it. Attempts are limited per address, new RSVPs per house.
 */
export async function createRsvp(db: Db, mailer: Mailer, input: unknown, actor: User | undefined, ip: string): Promise<RsvpResult> {
  const body = createRsvpSchema.parse(input);
  await takeAttempt(db, [{ bucket: `rsvp-client:${ip}`, limit: limits.rsvpsPerClientPerHour, windowMs: limits.hourMs }], tooManyRsvps);
  const { house: property } = await findVisibleOpenHouse(db, body.propertyId, actor);
  if (isOpenHousePast(property.openHouseDate, property.state)) throw conflict(rsvpMessages.openHouseOver);
  if (body.furnitureId) {
    const piece = await findPieceById(db, body.furnitureId);
    if (piece?.propertyId !== property.id) throw badRequest('That piece is not part of this open house');
  }

  const emailIds: number[] = [];
  const result = await inTransaction(db, async (trx) => {
    const existing = await findRsvpByEmail(trx, property.id, body.email);
    if (body.id && body.id !== existing?.id && (await rsvpIdExists(trx, body.id))) {
      throw conflict('This RSVP id is already used');
    }
    if (existing) return { row: existing, created: false, rsvpCount: await countRsvps(trx, property.id) };
    await takeAttempt(
      trx,
      [{ bucket: `rsvp-house:${property.id}`, limit: limits.rsvpsPerHousePerHour, windowMs: limits.hourMs }],
      tooManyRsvps,
    );
    // The house's bucket is kept until the commit, so an RSVP of the same email sent at the same time is seen here.
    const madeMeanwhile = await findRsvpByEmail(trx, property.id, body.email);
    if (madeMeanwhile) return { row: madeMeanwhile, created: false, rsvpCount: await countRsvps(trx, property.id) };
    const createdAt = new Date().toISOString();
    const row = {
      id: body.id ?? randomUUID(),
      propertyId: property.id,
      furnitureId: body.furnitureId ?? null,
      userId: actor?.id ?? null,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      createdAt,
    };
    await insertRsvp(trx, row);
    await insertLedgerEntry(trx, {
      userId: property.ownerId,
      kind: 'rsvp',
      amountCents: toCents(money.rsvpFeeUsd),
      reference: row.id,
      occurredAt: createdAt,
    });
    await recordActivity(trx, {
      actor,
      action: 'create',
      entityType: 'listing',
      entityId: property.id,
      entityTitle: property.address,
      details: `RSVP from ${body.email}`,
      ipAddress: ip,
    });
    emailIds.push(
      await mailer.queue(trx, {
        to: body.email,
        subject: `Your RSVP for the open house at ${quoted(property.address, 'its address')}`,
        text: [
          `Hi ${quoted(body.firstName, 'there')},`,
          '',
          'Thank you for your RSVP. Here are the open house details:',
          '',
          `Address: ${quoted(property.address, 'on the open house page')}`,
          `When: ${formatOpenHouse(property.openHouseDate, property.openHouseTime)}`,
          '',
          'See you there,',
          'Stagehouse',
        ].join('\n'),
      }),
    );
    return { row, created: true, rsvpCount: await countRsvps(trx, property.id) };
  });
  mailer.flush(emailIds);
  const { row } = result;
  const own = result.created || (actor !== undefined && row.userId === actor.id);
  const asSent = {
    id: body.id ?? randomUUID(),
    propertyId: property.id,
    furnitureId: body.furnitureId ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    createdAt: new Date().toISOString(),
  };
  return { rsvp: answerOf(own ? row : asSent), rsvpCount: result.rsvpCount, created: result.created };
}
