import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { BrowseCompaniesPage } from './browse-companies-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return Promise.resolve(json(url === '/api/companies/locations' ? ['Denver, CO', 'San Francisco, CA'] : []));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderAt(
    '/browse-companies',
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })}>
      <BrowseCompaniesPage />
    </QueryClientProvider>,
  );

const searches = () => asked.filter((url) => url.startsWith('/api/companies?'));

describe('Browse Companies', () => {
  it('asks the server once per pause in typing, not once per key', async () => {
    renderPage();
    await waitFor(() => expect(searches()).toEqual(['/api/companies?type=all&sort=featured']));
    const box = screen.getByLabelText('Search');
    await userEvent.type(box, 'mid');
    await waitFor(() => expect(searches()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searches()).toEqual(['/api/companies?type=all&sort=featured', '/api/companies?search=mid&type=all&sort=featured']);

    await userEvent.type(box, '-century');
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(searches()[2]).toBe('/api/companies?search=mid-century&type=all&sort=featured');
  });

  it('offers the locations the server has companies in', async () => {
    renderPage();
    const select = screen.getByLabelText('Location');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['All locations', 'Denver, CO', 'San Francisco, CA']);
    await userEvent.selectOptions(select, 'San Francisco, CA');
    await waitFor(() => expect(searches()).toContain('/api/companies?type=all&location=San+Francisco%2C+CA&sort=featured'));
  });
});
