import { limits } from './limits';
import { listerTypes } from './options';

const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** When a contact invited at `invitedAt` may be invited again. */
export const invitableAgainAt = (invitedAt: string) => new Date(Date.parse(invitedAt) + limits.reinviteAfterDays * dayMs).toISOString();

/** The latest invitation after which a contact may be invited again at `now`. */
export const reinviteCutoff = (now: Date) => new Date(now.getTime() - limits.reinviteAfterDays * dayMs).toISOString();

/** Whether a contact invited at `invitedAt` (or never) may be invited at `now`. */
export const mayInviteAgain = (invitedAt: string | null, now: Date) => invitedAt === null || invitedAt <= reinviteCutoff(now);

/** What the invite controls and the server say about invitations. */
export const invitationMessages = {
  off: 'Invitations are off: the back office has not switched on email integration and the invite system',
  noEmail: 'This contact has no email address to invite',
  member: 'This contact already has a Stagehouse account',
  tooMany: 'Too many invitations. Please try again in an hour.',
  tooSoon: (invitedAt: string) =>
    `This contact was invited on ${dayOf(invitedAt)}: you can invite them again from ${dayOf(invitableAgainAt(invitedAt))}, ${limits.reinviteAfterDays} days later`,
  sent: 'Invitation sent',
} as const;

/** The registration an invitation opens: the form of the account type the inviter's network holds, with the email filled in. */
export type InvitedRegistration = { userType: (typeof listerTypes)[number]; email: string };

/** Enough of an email's shape to fill a form in with it (the form checks it in full when sent), without loading a schema with the page. */
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Stagers build a realtor network and realtors a stager network: an invitation opens the other type's registration. */
export const invitedUserTypeOf = (inviter: string): InvitedRegistration['userType'] => (inviter === 'realtor' ? 'stager' : 'realtor');

/** The path (under the public address) of the registration an invitation opens. */
export const invitationPath = ({ userType, email }: InvitedRegistration) =>
  `/login?register=${userType}&email=${encodeURIComponent(email)}`;

/** The registration a /login address's query (URLSearchParams) asks for, or null when it is no invitation's. */
export function invitedRegistrationOf(search: { get(name: string): string | null }): InvitedRegistration | null {
  const userType = listerTypes.find((type) => type === search.get('register'));
  const email = search.get('email');
  return userType && email && emailShape.test(email) ? { userType, email } : null;
}
