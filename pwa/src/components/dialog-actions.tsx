import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFooter } from './app-dialog';

export interface DialogActionsProps {
  /** "Cancel" or "Close": the outline button that dismisses the dialog. */
  dismissLabel: string;
  onDismiss(): void;
  /** The dialog's own action, after the dismiss button. */
  children?: ReactNode;
}

/** A dialog's footer: the button that dismisses it, then its action. */
export function DialogActions({ dismissLabel, onDismiss, children }: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onDismiss}>
        {dismissLabel}
      </Button>
      {children}
    </DialogFooter>
  );
}
