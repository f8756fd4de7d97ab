import type { User } from '@stagehouse/shared/user.schema';
import type { Db } from '../db/database';

export interface AppState {
  user?: User;
  /** The database for this request: the transaction of an idempotent write, else the app's. */
  db: Db;
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
