import type { User } from '@stagehouse/shared/user.schema';
import type { ExpressionBuilder } from 'kysely';
import type { Database, PieceRow } from './db/schema';

/*
 * Who may see and change what, written once. Services and repositories ask these rules; none of
 * them spells out a role or an owner check of its own.
 */

type Piece = Pick<PieceRow, 'ownerId' | 'status' | 'needsReview'>;

export const isAdmin = (user: User | undefined): boolean => user?.userType === 'admin';

/** A buyer's account requests and saves pieces; it lists none, and lister calls refuse it. */
export const isBuyer = (user: User | undefined): boolean => user?.userType === 'buyer';

/** An admin, or the owner of the row: who may change a piece or a house, and who stands on the lister's side of a request. */
export const canChange = (user: User | undefined, row: { ownerId: number }): boolean =>
  user !== undefined && (isAdmin(user) || user.id === row.ownerId);

/** Whether a reader reads more of something than a visitor does: they are one of its listers, or an admin. */
export const readsMore = (reader: { userId: number; admin: boolean }, listerIds: readonly number[]): boolean =>
  reader.admin || listerIds.includes(reader.userId);

/** A piece anyone may read: listed or sold (no draft) and not held for review. */
const isPublic = (piece: Pick<Piece, 'status' | 'needsReview'>): boolean => piece.status !== 'draft' && piece.needsReview === 0;

/** Its owner and admins may read a piece always, anyone else once it is public. */
export const canRead = (viewer: User | undefined, piece: Piece): boolean => canChange(viewer, piece) || isPublic(piece);

/**
 * The pieces a buyer may see, as SQL on the `furniture` table: the same rule as a visitor's `canRead`,
 * with the statuses named (every one but draft) so an index on the status serves it.
 */
export const publicPiece = (eb: ExpressionBuilder<Database, 'furniture'>) =>
  eb.and([eb('furniture.status', 'in', ['pending', 'sold']), eb('furniture.needsReview', '=', 0)]);

/** A lister's own pieces and sales are theirs to see, and admins'. */
export const canSeePiecesOf = (user: User, listerId: number): boolean => isAdmin(user) || user.id === listerId;

/** A company's profile is for everyone once public; before that only for its lister and admins. */
export const canSeeCompany = (viewer: User | undefined, company: { isPublic: boolean; listerId: number }): boolean =>
  company.isPublic || canChange(viewer, { ownerId: company.listerId });

/** A stored upload may go on a piece of the user who uploaded it, or of anyone's if an admin places it. */
export const canUseUpload = (user: User, upload: { userId: number }): boolean => isAdmin(user) || user.id === upload.userId;
