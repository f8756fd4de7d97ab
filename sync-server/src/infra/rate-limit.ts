import type { Db } from '../db/database';
import { countHit } from './rate-limits.repo';
import { keepIfUndone } from '../db/transaction';
import { tooManyRequests } from '../http/errors';

export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts this attempt in every rule's bucket before the work it guards; over any limit, 429 with the message.
 * An attempt counts even when the request's transaction (a write sent with an Idempotency-Key, a batch's
 * step) is rolled back because the attempt failed: otherwise failed attempts, which the limits are for, would go uncounted.
 */
export async function takeAttempt(db: Db, rules: RateRule[], message: string): Promise<void> {
  for (const rule of rules) {
    keepIfUndone(db, (root) => countHit(root, rule.bucket, rule.windowMs));
    if ((await countHit(db, rule.bucket, rule.windowMs)) > rule.limit) throw tooManyRequests(message);
  }
}
