import type { User } from '@stagehouse/shared/user.schema';
import { storageKeys } from '@stagehouse/shared/limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** Whether this page has heard the server's answer on the session (or found it unreachable): until then no user may only mean not known yet. */
  sessionChecked: boolean;
  signIn(user: User): void;
  signOut(): void;
  markSessionChecked(): void;
}

/** The signed-in user, cached under "auth-storage"; the server's session cookie is the truth. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      sessionChecked: false,
      signIn: (user) => set({ user, isAuthenticated: true }),
      signOut: () => set({ user: null, isAuthenticated: false }),
      markSessionChecked: () => set({ sessionChecked: true }),
    }),
    {
      name: storageKeys.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, isAuthenticated }) => ({ user, isAuthenticated }),
    },
  ),
);

export const useCurrentUser = () => useAuthStore((s) => s.user);

/** Where a buyer starts: the requests they made. */
export const buyerHome = '/my-requests';

/** Where a signed-in user starts: the back office for an admin, their requests for a buyer, else `listerHome`. */
export const homeOf = (user: User | null, listerHome = '/sales'): string =>
  user?.userType === 'admin' ? '/admin' : user?.userType === 'buyer' ? buyerHome : listerHome;
