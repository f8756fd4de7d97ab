import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { AdminSwitch } from './admin-switch';

/** A switch whose change the server refuses: the stored value stays off. */
function Refused() {
  const [pending, setPending] = useState(false);
  return (
    <AdminSwitch
      label="Messaging"
      checked={false}
      disabled={pending}
      onChange={() => {
        setPending(true);
        setTimeout(() => setPending(false), 10);
      }}
    />
  );
}

describe('AdminSwitch', () => {
  it('reads off again, for screen readers too, when the server refuses to switch it on', async () => {
    renderAt('/switch', <Refused />);
    const input = screen.getByRole('switch', { name: 'Messaging' });
    expect(input).not.toBeChecked();
    await userEvent.click(screen.getByText('Messaging'));
    await screen.findByRole('switch', { name: 'Messaging' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('switch', { name: 'Messaging' })).not.toBeChecked();
  });
});
