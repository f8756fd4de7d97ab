import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog, DialogBody } from './app-dialog';

function Opener({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <ChakraProvider value={defaultSystem}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AppDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Request to buy"
      >
        <DialogBody>
          <button type="button">Inside</button>
        </DialogBody>
      </AppDialog>
    </ChakraProvider>
  );
}

const openDialog = (onClose = vi.fn()) => {
  render(<Opener onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Request to buy' }) as HTMLDialogElement };
};

describe('AppDialog', () => {
  it('opens as a modal named by its title, and is gone once closed', () => {
    const { dialog } = openDialog();
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape (the browser’s cancel) and on a tap outside its panel, not on one inside', () => {
    const { dialog, onClose } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    // The app closes it, not the browser: the open state stays the app's.
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
