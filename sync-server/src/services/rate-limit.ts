import type { Db } from '../db/database';
import { countHit } from '../db/repos/rate-limits.repo';
import { tooManyRequests } from '../http/errors';

export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Counts this attempt in every rule's bucket before the work it guards; over any limit, 429 with the message. */
export async function takeAttempt(db: Db, rules: RateRule[], message: string): Promise<void> {
  for (const rule of rules) {
    if ((await countHit(db, rule.bucket, rule.windowMs)) > rule.limit) throw tooManyRequests(message);
  }
}
