import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { renderAt } from '../test/render';
import { userOf } from '../test/users';
import { RedirectSignedIn, RequireAdmin, RequireSignedIn } from './guards';

afterEach(() => useAuthStore.getState().signOut());

describe('route guards', () => {
  it('send a signed-out visitor of a signed-in route to /login', () => {
    renderAt(
      '/pending',
      <RequireSignedIn>
        <p>pending screen</p>
      </RequireSignedIn>,
      '/pending',
    );
    expect(screen.getByText('login screen')).toBeInTheDocument();
  });

  it('let a signed-in user through', () => {
    useAuthStore.getState().signIn(userOf('realtor'));
    renderAt(
      '/pending',
      <RequireSignedIn>
        <p>pending screen</p>
      </RequireSignedIn>,
      '/pending',
    );
    expect(screen.getByText('pending screen')).toBeInTheDocument();
  });

  it('send a signed-in user from /login to /sales', () => {
    useAuthStore.getState().signIn(userOf('stager'));
    renderAt(
      '/login-form',
      <RedirectSignedIn>
        <p>login form</p>
      </RedirectSignedIn>,
      '/login-form',
    );
    expect(screen.getByText('sales screen')).toBeInTheDocument();
  });

  it('keep a visitor on /login when the page is drawn again after their session is found', () => {
    const DrawnAgain = () => {
      const [times, setTimes] = useState(0);
      return (
        <>
          <button onClick={() => setTimes(times + 1)}>draw again</button>
          <RedirectSignedIn key={times}>
            <p>login form</p>
          </RedirectSignedIn>
        </>
      );
    };
    renderAt('/login-form', <DrawnAgain />, '/login-form');
    act(() => useAuthStore.getState().signIn(userOf('stager')));
    fireEvent.click(screen.getByText('draw again'));
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it('refuse the admin area to a stager and open it to an admin', () => {
    useAuthStore.getState().signIn(userOf('stager'));
    const { unmount } = renderAt(
      '/admin',
      <RequireAdmin>
        <p>admin screen</p>
      </RequireAdmin>,
      '/admin',
    );
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('admin screen')).toBeNull();
    unmount();
    useAuthStore.getState().signIn(userOf('admin'));
    renderAt(
      '/admin',
      <RequireAdmin>
        <p>admin screen</p>
      </RequireAdmin>,
      '/admin',
    );
    expect(screen.getByText('admin screen')).toBeInTheDocument();
  });
});
