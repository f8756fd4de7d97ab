import type { CategoryChoice } from '@stagehouse/shared/category.schema';
import { featureToggleDefaults } from '@stagehouse/shared/options';
import type { UiContent } from '@stagehouse/shared/ui-content.schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { localDb } from '../../lib/local-db';
import { renderAt } from '../../test/render';
import { userOf } from '@stagehouse/shared/test-helpers';
import { ListFurniturePage } from './list-furniture-page';

const contentWith = (categories: CategoryChoice[]): UiContent => ({
  banners: [],
  features: Object.fromEntries(featureToggleDefaults.map((t) => [t.id, t.enabled])) as UiContent['features'],
  invitations: false,
  releases: [],
  demoSignIns: [],
  mapTileUrl: null,
  categories,
  tags: [],
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The lister form for a signed-in stager with this id (the app reads the categories once per user) comes to offer `expected`. */
async function expectOffered(userId: number, expected: string[]) {
  useAuthStore.getState().signIn(userOf('stager', { id: userId }));
  renderAt('/list-furniture', <ListFurniturePage />);
  const select = screen.getByLabelText('Category');
  await waitFor(() => expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(expected));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().signOut();
});

describe('List New Furniture categories', () => {
  it('are the back office’s active categories by its names: Dining, not Tables; a new one; none switched off', async () => {
    const table = [
      { value: 'tables', name: 'Dining', isActive: true },
      { value: 'outdoor-living', name: 'Outdoor Living', isActive: true },
      { value: 'seating', name: 'Seating', isActive: false },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(url === '/api/ui-content' ? json(contentWith(table)) : json({}))),
    );
    await expectOffered(21, ['Choose a category', 'Dining', 'Outdoor Living']);
  });

  it('offline, are the categories the device kept from the last answer', async () => {
    await localDb.uiContent.put({
      userId: 22,
      content: contentWith([
        { value: 'tables', name: 'Dining', isActive: true },
        { value: 'lighting', name: 'Lighting', isActive: true },
        { value: 'decor', name: 'Decor', isActive: false },
      ]),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expectOffered(22, ['Choose a category', 'Dining', 'Lighting']);
  });
});
