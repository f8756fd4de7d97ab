/** The largest record id, which both databases' integer keys hold (PostgreSQL's integer has four bytes). */
export const maxRecordId = 2_147_483_647;

/** The one spelling of a numeric record id in a path: no sign, no leading zero, no other base, at most ten digits. */
export const recordIdPattern = /^[1-9]\d{0,9}$/;

/** The spelling of a piece's or a request's id (a UUID, in lower case). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
