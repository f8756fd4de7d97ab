import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { renderAt } from '../test/render';
import { userOf } from '@stagehouse/shared/test-helpers';
import { Navigation } from './navigation';
import type * as Api from '../lib/api';

const admin = userOf('admin', { firstName: 'Avery', lastName: 'Admin', email: 'admin@demo.test' });

/** The requests the server answers for the signed-in lister: none unless a test says otherwise. */
const incoming = vi.hoisted(() => ({ requests: [] as { status: string }[] }));
vi.mock('../lib/api', async (original) => ({
  ...(await original<typeof Api>()),
  call: (name: string) => (name === 'incomingRequests' ? Promise.resolve(incoming.requests) : Promise.reject(new Error('offline'))),
}));

afterEach(() => {
  useAuthStore.getState().signOut();
  incoming.requests = [];
});

describe('Navigation', () => {
  it('shows the signed-in items, the browsing items, an Admin entry for admins, and Logout', async () => {
    useAuthStore.getState().signIn(admin);
    const onLogout = vi.fn().mockResolvedValue(undefined);
    renderAt('/pending', <Navigation onLogout={onLogout} />);
    // jsdom applies no media queries, so the wide-screen bar counts as hidden and has no accessible name here.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((l) => l.textContent),
    ).toEqual([
      'Sales',
      'Requests',
      'List Furniture',
      'Pending',
      'Network',
      'Account Settings',
      'Shop',
      'Browse',
      'Companies',
      'Saved',
      'My requests',
      'Admin',
    ]);
    expect(within(nav).getByRole('link', { name: 'Browse', hidden: true })).toHaveAttribute('href', '/map');
    expect(within(nav).getByRole('link', { name: 'Companies', hidden: true })).toHaveAttribute('href', '/browse-companies');
    expect(within(nav).getByRole('link', { name: 'Saved', hidden: true })).toHaveAttribute('href', '/saved-pieces');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout', hidden: true }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });

  it('shows a buyer shopping, their requests and their account, no lister screen, and asks for no lister data', async () => {
    useAuthStore.getState().signIn(userOf('buyer'));
    incoming.requests = [{ status: 'open' }];
    renderAt('/shop', <Navigation onLogout={vi.fn()} />);
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((l) => l.textContent),
    ).toEqual(['Shop', 'Browse', 'Saved', 'My requests', 'Account Settings']);
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('the phone menu', () => {
  it('shows on its closed button how many requests wait for an answer', async () => {
    useAuthStore.getState().signIn(userOf('stager'));
    incoming.requests = [{ status: 'open' }, { status: 'open' }, { status: 'accepted' }];
    renderAt('/pending', <Navigation onLogout={vi.fn()} />);
    const toggle = await screen.findByRole('button', { name: 'Open menu, 2 requests waiting' });
    expect(toggle).toHaveTextContent('2');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).not.toHaveTextContent('2');
  });

  /** The navigation over a page, having come to /saved-pieces from /; the router can go back and forward without a tap. */
  const renderMenu = () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Navigation onLogout={vi.fn()} />
              <p>page content</p>
            </>
          ),
        },
      ],
      {
        initialEntries: ['/', '/saved-pieces'],
        initialIndex: 1,
      },
    );
    render(<RouterProvider router={router} />);
    return router;
  };
  const openMenu = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.getByRole('navigation', { name: 'Main menu' });
  };
  const expectClosed = () => {
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  };

  it('opens and closes with its toggle', async () => {
    renderMenu();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expectClosed();
  });

  it('closes on Escape and gives the focus back to its toggle', async () => {
    renderMenu();
    const menu = await openMenu();
    within(menu).getByRole('link', { name: 'Companies' }).focus();
    await userEvent.keyboard('{Escape}');
    expectClosed();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on a tap outside it, and stays open for a tap inside it', async () => {
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(menu);
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByText('page content'));
    expectClosed();
  });

  it('closes when the page changes: by one of its links, even to the page shown, and by going back or forward', async () => {
    const router = renderMenu();
    await userEvent.click(within(await openMenu()).getByRole('link', { name: 'Companies' }));
    expect(router.state.location.pathname).toBe('/browse-companies');
    expectClosed();

    await userEvent.click(within(await openMenu()).getByRole('link', { name: 'Companies' }));
    expectClosed();

    await openMenu();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/saved-pieces');
    expectClosed();

    await openMenu();
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/browse-companies');
    expectClosed();
  });
});
