import { apiPaths } from '@stagehouse/shared/api-paths';
import type { OutboxEntry, StoredRequest } from './local-db';
import { queueAnswer } from './request-answers';

/** The buyer's answer to their own request: to the lister's counter-offer, or withdrawing it. */
export type BuyerAnswer = 'accept-counter' | 'decline-counter' | 'withdraw';

const labelOf = (request: StoredRequest, answer: BuyerAnswer) =>
  answer === 'accept-counter'
    ? `Accept the counter-offer for ${request.pieceName}`
    : answer === 'decline-counter'
      ? `Decline the counter-offer for ${request.pieceName}`
      : `Withdraw the request for ${request.pieceName}`;

/**
 * Queues the buyer's answer with the version the request was read at (and, signed out, the request's token), and
 * sends it if online: 'sent', or 'queued' until the connection returns; a refused one is dropped and its reason thrown.
 */
export function answerOwnRequest(request: StoredRequest, answer: BuyerAnswer): Promise<'sent' | 'queued'> {
  return queueAnswer(
    {
      entity: 'buyer-answer',
      entityId: request.id,
      method: 'POST',
      url: apiPaths.requestAction(request.id, 'answer'),
      body: { answer },
      baseVersion: request.version,
      ...(request.accessToken ? { requestToken: request.accessToken } : {}),
      label: labelOf(request, answer),
    },
    'Your answer was refused',
  );
}

/** What the buyer's answers in the entries make of the request, in order: the request as it will be once they are sent. */
export function withOwnAnswers(request: StoredRequest, entries: readonly OutboxEntry[]): StoredRequest {
  return entries.reduce((shown, entry) => {
    const answer = entry.body?.answer;
    if (answer === 'accept-counter') return { ...shown, status: 'accepted', offeredPrice: shown.counterPrice ?? shown.offeredPrice };
    if (answer === 'decline-counter') return { ...shown, status: 'declined' };
    if (answer === 'withdraw') return { ...shown, status: 'withdrawn' };
    return shown;
  }, request);
}
