import { apiPaths } from '@stagehouse/shared/api-paths';
import { priceOf } from '@stagehouse/shared/fields';
import type { PurchaseRequest } from '@stagehouse/shared/purchase-request.schema';
import { localDb, type OutboxEntry } from './local-db';
import { type NewOutboxEntry, queueAndSend } from './outbox';

/** The lister's answer to a request to buy. */
export type ListerAnswer = { kind: 'accept' | 'sell' } | { kind: 'decline'; reason: string } | { kind: 'counter'; counterPrice: string };

const bodyOf = (answer: ListerAnswer): Record<string, unknown> =>
  answer.kind === 'decline'
    ? answer.reason
      ? { reason: answer.reason }
      : {}
    : answer.kind === 'counter'
      ? { counterPrice: answer.counterPrice }
      : {};

const labelOf = (request: PurchaseRequest, answer: ListerAnswer) =>
  answer.kind === 'accept'
    ? `Accept ${request.buyerName}'s request for ${request.pieceName}`
    : answer.kind === 'counter'
      ? `Counter ${request.buyerName}'s offer for ${request.pieceName}`
      : answer.kind === 'decline'
        ? `Decline ${request.buyerName}'s request for ${request.pieceName}`
        : `Mark ${request.pieceName} sold to ${request.buyerName}`;

/**
 * Queues an answer to a request (the lister's or the buyer's), then sends it if online: 'sent', or 'queued' until the
 * connection returns. An answer the server refuses is dropped and its reason thrown; an earlier refused answer of the
 * same side to the same request (and what waited behind it) gives way to this one.
 */
export async function queueAnswer(entry: Omit<NewOutboxEntry, 'id'>, refusedMessage: string): Promise<'sent' | 'queued'> {
  const earlier = () => localDb.outbox.where('[entity+entityId]').equals([entry.entity, entry.entityId]);
  if ((await earlier().toArray()).some((e) => e.status !== 'pending')) await earlier().delete();
  return queueAndSend(entry, refusedMessage);
}

/** Queues the lister's answer with the version the request was read at, and sends it if online (see queueAnswer). */
export function answerRequest(request: PurchaseRequest, answer: ListerAnswer): Promise<'sent' | 'queued'> {
  return queueAnswer(
    {
      entity: 'request-answer',
      entityId: request.id,
      method: 'POST',
      url: apiPaths.requestAction(request.id, answer.kind),
      body: bodyOf(answer),
      baseVersion: request.version,
      label: labelOf(request, answer),
    },
    'The answer was refused',
  );
}

/** What the answers of the entries make of the request, in order: the request as the lister will see it once they are sent. */
export function withAnswers(request: PurchaseRequest, entries: readonly OutboxEntry[]): PurchaseRequest {
  return entries.reduce((shown, entry) => {
    const kind = entry.url.split('/').at(-1);
    const body = entry.body ?? {};
    if (kind === 'accept') return { ...shown, status: 'accepted' };
    if (kind === 'sell') return { ...shown, status: 'sold' };
    if (kind === 'counter') return { ...shown, status: 'countered', counterPrice: priceOf(body.counterPrice) ?? null };
    if (kind === 'decline') return { ...shown, status: 'declined', declineReason: typeof body.reason === 'string' ? body.reason : null };
    return shown;
  }, request);
}
