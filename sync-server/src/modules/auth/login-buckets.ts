/**
 * What sign-in attempts are counted in: this email from this address, every failure from the
 * address, and every attempt on the email from any address (with the turn it waits for, and the
 * reset link sent once when it is under attack).
 */
export const loginBuckets = (email: string, ip: string) => ({
  emailFromAddress: `login:${email}|${ip}`,
  address: `login-address:${ip}`,
  account: `login-account:${email}`,
  turn: `login-turn:${email}`,
  resetSent: `login-reset-sent:${email}`,
});

/** The buckets that hold an email back, from every address: cleared once its owner is in (a later attack emails the link again). */
export const accountBuckets = (email: string) => {
  const buckets = loginBuckets(email, '');
  return { prefix: buckets.emailFromAddress, exact: [buckets.account, buckets.turn, buckets.resetSent] };
};
