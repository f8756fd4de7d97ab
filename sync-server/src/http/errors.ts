export interface Issue {
  path: (string | number)[];
  message: string;
}

/** An error with the status code and message the client is meant to see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
    readonly body?: Record<string, unknown>,
    /** Seconds after which a request refused for being too many now may be sent again. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Why text with a NUL character is refused: PostgreSQL cannot store one, and no one types one. */
export const nulMessage = 'Text may not contain the NUL character';

export const badRequest = (message: string, issues?: Issue[]) => new HttpError(400, message, issues);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const preconditionFailed = (message: string, body: Record<string, unknown>) => new HttpError(412, message, undefined, body);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfter?: number) => new HttpError(429, message, undefined, undefined, retryAfter);
/** The server has too much of this work under way: the request may be sent again in `retryAfter` seconds. */
export const busy = (message: string, retryAfter: number) => new HttpError(503, message, undefined, undefined, retryAfter);
