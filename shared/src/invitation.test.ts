import { describe, expect, it } from 'vitest';
import { invitationPath, invitedRegistrationOf, invitedUserTypeOf } from './invitation';

/** The query of a path, read as the app reads its address bar's. */
const queryOf = (path: string) => ({
  get: (name: string) => {
    const value = new RegExp(`[?&]${name}=([^&]*)`).exec(path)?.[1];
    return value === undefined ? null : decodeURIComponent(value);
  },
});

describe('invitation links', () => {
  it('open the registration of the other type of the inviter, with the email, and nothing else opens one', () => {
    const path = invitationPath({ userType: invitedUserTypeOf('stager'), email: 'ana+home@x.co' });
    expect(path).toBe('/login?register=realtor&email=ana%2Bhome%40x.co');
    expect(invitedRegistrationOf(queryOf(path))).toEqual({ userType: 'realtor', email: 'ana+home@x.co' });
    expect(invitedUserTypeOf('realtor')).toBe('stager');
    expect(invitedRegistrationOf(queryOf('/login?register=admin&email=a@x.co'))).toBeNull();
    expect(invitedRegistrationOf(queryOf('/login?register=stager&email=nope'))).toBeNull();
  });
});
