/** The one spelling of a numeric record id in a path: no sign, no leading zero, no other base, at most ten digits. */
export const recordIdPattern = /^[1-9]\d{0,9}$/;
