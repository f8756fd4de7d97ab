import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Dialog.Body and Dialog.Footer, or a form holding them. */
  children: ReactNode;
}

/** A centred modal dialog with its title and a close button. */
export const AppDialog = ({ open, onClose, title, children }: AppDialogProps) => (
  <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          {children}
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
