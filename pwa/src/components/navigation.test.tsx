import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import { renderAt } from '../test/render';
import { userOf } from '../test/users';
import { Navigation } from './navigation';

const admin = userOf('admin', { firstName: 'Avery', lastName: 'Admin', email: 'admin@demo.test' });

afterEach(() => useAuthStore.getState().signOut());

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
    ).toEqual(['Sales', 'Requests', 'List Furniture', 'Pending', 'Network', 'Account Settings', 'Browse', 'Companies', 'Saved', 'Admin']);
    expect(within(nav).getByRole('link', { name: 'Browse', hidden: true })).toHaveAttribute('href', '/map');
    expect(within(nav).getByRole('link', { name: 'Companies', hidden: true })).toHaveAttribute('href', '/browse-companies');
    expect(within(nav).getByRole('link', { name: 'Saved', hidden: true })).toHaveAttribute('href', '/saved-pieces');
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout', hidden: true }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(await screen.findByText('home screen')).toBeInTheDocument();
  });
});
