import { maxRecordId, recordIdPattern } from '@stagehouse/shared/record-id';
import { z } from 'zod';
import { notFound } from './errors';

const positiveId = z.string().regex(recordIdPattern).transform(Number).pipe(z.number().max(maxRecordId));

/** A path parameter; a missing one means the path names nothing. */
export function textParam(value: string | undefined, what = 'Not found'): string {
  if (!value) throw notFound(what);
  return value;
}

/** A numeric id path parameter; anything else is a 404 like an unknown id. */
export function idParam(value: string | undefined, what = 'Not found'): number {
  const parsed = positiveId.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}

/** The version an edit was based on, from `If-Match: "<version>"`; none when the header is absent. */
export function ifMatchVersion(header: string): number | null {
  if (!header) return null;
  const version = Number(header.replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(version) ? version : -1;
}
