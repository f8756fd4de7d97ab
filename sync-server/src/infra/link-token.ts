import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link sent by email: 32 random bytes. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** How a link's secret is kept: its SHA-256, so the table alone opens nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
