import type { User } from '@stagehouse/shared/user.schema';
import { forbidden } from '../http/errors';

export const isAdmin = (user: User) => user.userType === 'admin';

/** Writes to a listing are its owner's and admins'. */
export const mayChange = (user: User, row: { ownerId: number }) => isAdmin(user) || row.ownerId === user.id;

/** A lister's own listings and sales are theirs to see, and admins'. */
export function assertSelfOrAdmin(user: User, userId: number) {
  if (user.id !== userId && !isAdmin(user)) throw forbidden('You can only see your own listings');
}
