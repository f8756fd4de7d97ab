import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';

export interface AppState {
  user?: User;
  /** The database for this request. */
  db: Db;
  /** Set by a write that changes nothing visitors see (signing in or out): no public cache cleared, no app poked. */
  privateWrite?: boolean;
  /** Set by a batch of queued writes none of which was applied: no public cache cleared, no app poked. */
  changedNothing?: boolean;
  /** Set for a signed-in user who reads what a visitor reads (not the lister of it, nor an admin): the visitors' kept answer serves them. */
  readsAsVisitor?: boolean;
  /** Set where every reader, signed in or not, reads the same answer (the map list), which may then be served before the session is read. */
  sameForEveryone?: boolean;
  /** The listers of what a public read answers (an open house, a piece, a company): who read more of it than a visitor, with admins. */
  listersOfRead?: readonly number[];
}

/** What a koa-session session holds for us, plus the methods we call on it. */
export interface AppSession {
  userId?: number;
  regenerate(): Promise<void> | undefined;
}

declare module 'koa' {
  interface DefaultContext {
    session: AppSession | null;
  }
}
