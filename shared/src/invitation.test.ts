import { describe, expect, it } from 'vitest';
import { invitationMessages, invitationPath, invitedRegistrationOf, invitedUserTypeOf, mayInviteAgain } from './invitation';

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

describe('inviting a contact again', () => {
  it('waits 30 days from the last invitation, to the millisecond', () => {
    const invitedAt = '2026-03-03T18:00:00.000Z';
    expect(mayInviteAgain(null, new Date(invitedAt))).toBe(true);
    expect(mayInviteAgain(invitedAt, new Date('2026-04-02T17:59:59.999Z'))).toBe(false);
    expect(mayInviteAgain(invitedAt, new Date('2026-04-02T18:00:00.000Z'))).toBe(true);
  });

  it('says when the contact was invited and from when it may be invited again', () => {
    expect(invitationMessages.tooSoon('2026-03-03T23:30:00.000Z')).toBe(
      'This contact was invited on Mar 3, 2026: you can invite them again from Apr 2, 2026, 30 days later',
    );
  });
});
