import { CloseButton } from '@chakra-ui/react';
import { type HTMLAttributes, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './app-dialog.css';

export interface AppDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** DialogBody and DialogFooter, or a form holding them. */
  children: ReactNode;
  /** The whole screen, dark, as for photos. */
  fullScreen?: boolean;
  closeLabel?: string;
  /** Handlers on the dialog's panel, such as keys and swipes. */
  panelProps?: HTMLAttributes<HTMLDivElement>;
}

/**
 * A centred modal dialog with its title and a close button, on the browser's own <dialog>: the
 * browser keeps focus inside, makes the page behind inert, closes it on Escape and gives focus back.
 */
export function AppDialog({ open, ...props }: AppDialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, fullScreen = false, closeLabel = 'Close', panelProps }: Omit<AppDialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    // Closed before it leaves the page, so that focus goes back to where it was.
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={fullScreen ? 'sh-dialog sh-dialog-full' : 'sh-dialog'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The dialog element itself is only hit outside the panel.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="sh-dialog-content" {...panelProps}>
        <div className="sh-dialog-header">
          <h2 id={titleId} className="sh-dialog-title">
            {title}
          </h2>
        </div>
        {children}
        <CloseButton
          className="sh-dialog-close"
          size="sm"
          aria-label={closeLabel}
          color={fullScreen ? 'white' : undefined}
          onClick={onClose}
        />
      </div>
    </dialog>
  );
}

export const DialogBody = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={className ? `sh-dialog-body ${className}` : 'sh-dialog-body'} {...props} />
);

export const DialogFooter = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={className ? `sh-dialog-footer ${className}` : 'sh-dialog-footer'} {...props} />
);
