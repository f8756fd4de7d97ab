import type { User } from '@stagehouse/shared/user.schema';

export interface AppState {
  user?: User;
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
