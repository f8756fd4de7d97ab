import { act, fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../test/render';
import { userOf } from '@stagehouse/shared/test-helpers';
import { ListersOnly, RedirectSignedIn, RequireAdmin, RequireSignedIn } from './guards';

afterEach(() => useAuthStore.getState().signOut());

/** Renders `text` at `path` behind `Guard`. */
function renderGuarded(Guard: (props: { children: ReactNode }) => ReactNode, path: string, text: string) {
  return renderAt(
    path,
    <Guard>
      <p>{text}</p>
    </Guard>,
    path,
  );
}

describe('route guards', () => {
  it('send a signed-out visitor of a signed-in route to /login once the server has answered on the session', () => {
    useAuthStore.getState().markSessionChecked();
    renderGuarded(RequireSignedIn, '/pending', 'pending screen');
    expect(screen.getByText('login screen')).toBeInTheDocument();
  });

  it('wait for the session check before sending anyone away: a session cookie alone opens the admin area', () => {
    useAuthStore.setState({ sessionChecked: false });
    renderGuarded(RequireAdmin, '/admin', 'admin screen');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('login screen')).toBeNull();
    act(() => {
      useAuthStore.getState().signIn(userOf('admin'));
      useAuthStore.getState().markSessionChecked();
    });
    expect(screen.getByText('admin screen')).toBeInTheDocument();
  });

  it('let a signed-in user through', () => {
    useAuthStore.getState().signIn(userOf('realtor'));
    renderGuarded(RequireSignedIn, '/pending', 'pending screen');
    expect(screen.getByText('pending screen')).toBeInTheDocument();
  });

  it('send a buyer from a lister screen, and from /login, to their requests; let a lister through', () => {
    const listerScreen = () =>
      renderAt(
        '/pending',
        <Routes>
          <Route element={<ListersOnly />}>
            <Route path="/pending" element={<p>pending screen</p>} />
          </Route>
          <Route path="/my-requests" element={<p>my requests screen</p>} />
        </Routes>,
      );
    useAuthStore.getState().signIn(userOf('buyer'));
    const { unmount } = listerScreen();
    expect(screen.getByText('my requests screen')).toBeInTheDocument();
    unmount();
    const login = renderGuarded(RedirectSignedIn, '/login-form', 'login form');
    expect(screen.getByText('my requests screen')).toBeInTheDocument();
    login.unmount();
    useAuthStore.getState().signIn(userOf('stager'));
    listerScreen();
    expect(screen.getByText('pending screen')).toBeInTheDocument();
  });

  it('send a signed-in user from /login to /sales, and an admin to the back office', () => {
    useAuthStore.getState().signIn(userOf('stager'));
    const { unmount } = renderGuarded(RedirectSignedIn, '/login-form', 'login form');
    expect(screen.getByText('sales screen')).toBeInTheDocument();
    unmount();
    useAuthStore.getState().signIn(userOf('admin'));
    renderGuarded(RedirectSignedIn, '/login-form', 'login form');
    expect(screen.getByText('back office screen')).toBeInTheDocument();
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
    const { unmount } = renderGuarded(RequireAdmin, '/admin', 'admin screen');
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByText('admin screen')).toBeNull();
    unmount();
    useAuthStore.getState().signIn(userOf('admin'));
    renderGuarded(RequireAdmin, '/admin', 'admin screen');
    expect(screen.getByText('admin screen')).toBeInTheDocument();
  });
});
