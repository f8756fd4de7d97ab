import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './data-table';
import { ResponsiveTable } from './responsive-table';

interface Contact {
  id: number;
  name: string;
  email: string;
}

const columns: Column<Contact>[] = [
  { label: 'Name', cell: (c) => c.name },
  { label: 'Email', cell: (c) => c.email },
];
const rows: Contact[] = [
  { id: 1, name: 'Ana Ruiz', email: 'ana@mail.example' },
  { id: 2, name: 'Kim Lee', email: 'kim@mail.example' },
];

/** jsdom has no matchMedia: every query answers as a screen of this width would. */
const screenWidth = (px: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1]),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const renderContacts = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <ResponsiveTable label="Contacts" columns={columns} rows={rows} rowKey={(c) => c.id} testId="contacts" />
    </ChakraProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveTable', () => {
  it('is a table with a header from the md breakpoint up', () => {
    screenWidth(1024);
    renderContacts();
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'kim@mail.example' })).toBeInTheDocument();
  });

  it('is a list of cards with a label beside each value on a phone', () => {
    screenWidth(390);
    renderContacts();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[1]!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Name', 'Email']);
    expect(
      within(cards[1]!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Kim Lee', 'kim@mail.example']);
  });

  it('draws a long list on a phone a page of cards at a time, and says how much is shown', () => {
    screenWidth(390);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = () => undefined;
        disconnect = () => undefined;
      },
    );
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Contact ${i}`, email: `c${i}@mail.example` }));
    render(
      <ChakraProvider value={defaultSystem}>
        <ResponsiveTable label="Contacts" columns={columns} rows={many} rowKey={(c) => c.id} />
      </ChakraProvider>,
    );
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 30: scroll for more')).toBeInTheDocument();
  });
});
