import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render';
import { RsvpDialog, type RsvpTarget } from './rsvp-dialog';

const dayFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const target = (openHouseDate: string | null): RsvpTarget => ({
  propertyId: 1,
  furnitureId: null,
  title: '1 Elm St',
  address: '1 Elm St, Denver, CO 80205',
  openHouseDate,
  state: 'CO',
});

describe('RSVP dialog', () => {
  it('says a past open house takes no more RSVPs and offers no form to submit', async () => {
    renderAt('/rsvp', <RsvpDialog target={target(dayFromToday(-3))} onClose={() => undefined} />);
    const closed = await screen.findByTestId('rsvp-closed');
    expect(closed).toHaveTextContent('This open house is over: it takes no more RSVPs');
    expect(closed).toHaveTextContent('The open house at 1 Elm St, Denver, CO 80205 was on');
    expect(screen.queryByRole('button', { name: 'Submit RSVP' })).toBeNull();
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('offers the form for an open house still to come or not dated yet', async () => {
    for (const date of [dayFromToday(3), null]) {
      const { unmount } = renderAt('/rsvp', <RsvpDialog target={target(date)} onClose={() => undefined} />);
      expect(await screen.findByRole('button', { name: 'Submit RSVP' })).toBeInTheDocument();
      expect(screen.queryByTestId('rsvp-closed')).toBeNull();
      unmount();
    }
  });
});
