import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageInfo } from '@stagehouse/shared/page.schema';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { Pager } from './pager';

/** A list of `total` rows shown 25 a page, starting on `start`; `onPage` also hears every move. */
function Listings({ total, start = 1, onPage }: { total: number; start?: number; onPage?(page: number): void }) {
  const [page, setPage] = useState(start);
  const info: PageInfo = { page, pageSize: 25, total };
  return (
    <Pager
      info={info}
      noun={['listing', 'listings']}
      onPage={(next) => {
        onPage?.(next);
        setPage(next);
      }}
    />
  );
}

describe('Pager', () => {
  it('says which rows of how many the page shows, and walks to the last page and back by keyboard', async () => {
    renderAt('/pages', <Listings total={60} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of listings' });
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–25 of 60 listings');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('page-range')).toHaveTextContent('26–50 of 60 listings');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('page-range')).toHaveTextContent('51–60 of 60 listings');
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('page-range')).toHaveTextContent('51–60 of 60 listings');
    await userEvent.click(previous);
    expect(screen.getByTestId('page-range')).toHaveTextContent('26–50 of 60 listings');
  });

  it('moves back to the last page when the rows of the page it shows are gone', async () => {
    const moves: number[] = [];
    renderAt('/pages', <Listings total={30} start={3} onPage={(page) => moves.push(page)} />);
    expect(await screen.findByText('26–30 of 30 listings')).toBeInTheDocument();
    expect(moves).toEqual([2]);
  });

  it('says only the count of an empty list', () => {
    renderAt('/pages', <Listings total={0} />);
    expect(screen.getByTestId('page-range')).toHaveTextContent('0 listings');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });
});
