import type { User } from '@stagehouse/shared/user.schema';
import { storageKeys } from '@stagehouse/shared/limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  signIn(user: User): void;
  signOut(): void;
}

/** The signed-in user, cached under "auth-storage"; the server's session cookie is the truth. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      signIn: (user) => set({ user, isAuthenticated: true }),
      signOut: () => set({ user: null, isAuthenticated: false }),
    }),
    {
      name: storageKeys.auth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, isAuthenticated }) => ({ user, isAuthenticated }),
    },
  ),
);

export const useCurrentUser = () => useAuthStore((s) => s.user);
