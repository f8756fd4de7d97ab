import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppDialog } from './app-dialog';
import { DialogForm } from './dialog-form';

/** Whether the dialog was already open when each field was first drawn. */
const dialogOpenAtDraw: boolean[] = [];

function Field({ label }: { label: string }) {
  dialogOpenAtDraw.push(document.querySelector('dialog')?.open === true);
  return <input aria-label={label} />;
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <ChakraProvider value={defaultSystem}>
      <button type="button" onClick={() => setOpen(true)}>
        Request to buy
      </button>
      <AppDialog open={open} onClose={() => setOpen(false)} title="Request to buy a lamp">
        <DialogForm
          onSubmit={async () => undefined}
          onCancel={() => setOpen(false)}
          submitLabel="Send request"
          submitting={false}
          failure={null}
        >
          <Field label="Your offer" />
        </DialogForm>
      </AppDialog>
    </ChakraProvider>
  );
}

describe('DialogForm', () => {
  it('opens its dialog in the tap’s own render, draws the fields right after, and gives the first field focus', async () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Request to buy' }));
    expect(screen.getByRole('dialog', { name: 'Request to buy a lamp' })).toBeInTheDocument();
    const offer = await screen.findByLabelText('Your offer');
    expect(dialogOpenAtDraw[0]).toBe(true);
    expect(screen.queryByRole('status', { name: 'Opening the form' })).toBeNull();
    expect(offer).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeInTheDocument();
  });
});
