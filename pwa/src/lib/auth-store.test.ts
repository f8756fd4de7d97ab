import type { User } from '@stagehouse/shared/user.schema';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store';

const user: User = {
  id: 7,
  firstName: 'Maya',
  lastName: 'Chen',
  email: 'stager@demo.test',
  userType: 'stager',
  company: 'Golden Gate Staging',
  companyId: 1,
  isVerified: true,
  isActive: true,
  plan: 'plus',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('auth-storage', () => {
  it('persists the signed-in user under auth-storage and clears it on sign-out', () => {
    useAuthStore.getState().signIn(user);
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
    expect(stored.state).toEqual({ user, isAuthenticated: true });
    useAuthStore.getState().signOut();
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state).toEqual({ user: null, isAuthenticated: false });
  });
});
