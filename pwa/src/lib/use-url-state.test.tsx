import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

const Filters = () => {
  const { values, set } = useUrlState(['city'] as const);
  return (
    <button type="button" onClick={() => set('city', 'Denver, CO')}>
      city: {values.city || 'all'}
    </button>
  );
};

const start = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/map', Component: Filters },
      { path: '/saved', Component: () => 'saved' },
    ],
    { initialEntries: [url] },
  );
  const navigations: string[] = [];
  router.subscribe((state) => navigations.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return { router, navigations };
};

describe('useUrlState', () => {
  it('takes the values from the URL and navigates nowhere on arrival', async () => {
    const { navigations } = start('/map?city=Reno%2C+NV');
    expect(await screen.findByRole('button', { name: 'city: Reno, NV' })).toBeVisible();
    expect(navigations).toEqual([]);
  });

  it('writes a changed value into the URL in place, and leaves a navigation elsewhere alone', async () => {
    const { router, navigations } = start('/map');
    act(() => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?city=Denver%2C+CO');
    expect(navigations).toEqual(['REPLACE /map?city=Denver%2C+CO']);
    await act(() => router.navigate('/saved'));
    expect(router.state.location.pathname).toBe('/saved');
    expect(navigations.at(-1)).toBe('PUSH /saved');
  });
});
