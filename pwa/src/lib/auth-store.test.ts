import { describe, expect, it } from 'vitest';
import { userOf } from '@stagehouse/shared/test-helpers';
import { useAuthStore } from './auth-store';

const user = userOf('stager', { id: 7, email: 'stager@demo.test', company: 'Golden Gate Staging', companyId: 1, plan: 'plus' });

describe('auth-storage', () => {
  it('persists the signed-in user under auth-storage and clears it on sign-out', () => {
    useAuthStore.getState().signIn(user);
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
    expect(stored.state).toEqual({ user, isAuthenticated: true });
    useAuthStore.getState().signOut();
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state).toEqual({ user: null, isAuthenticated: false });
  });
});
