import { z } from 'zod';
import { notFound } from './errors';

const positiveId = z.coerce.number().int().positive();

/** A path parameter; a missing one means the path names nothing. */
export const textParam = (value: string | undefined, what = 'Not found'): string => {
  if (!value) throw notFound(what);
  return value;
};

/** A numeric id path parameter; anything else is a 404 like an unknown id. */
export const idParam = (value: string | undefined, what = 'Not found'): number => {
  const parsed = positiveId.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
};
