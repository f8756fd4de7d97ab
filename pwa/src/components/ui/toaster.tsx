import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { timing } from '@stagehouse/shared/limits';
import { type CSSProperties, useEffect, useState } from 'react';
import type { Notice } from './notice';

// Notices come at the top, just below the sticky header: they cover neither the header nor the primary
// buttons, which sit at the foot of forms and pages.
const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: 'calc(var(--sh-header-bottom, 0px) + 0.75rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  duration: timing.toastDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Where the page's sticky header ends, followed as it changes (the phone menu opens inside it). */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setBottom(header.getBoundingClientRect().bottom));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}

/** Shows a notice; only one is on screen, so a new one replaces the last. */
export function showNotice({ title, description, variant = 'default' }: Notice): void {
  toaster.dismiss();
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info', closable: true });
}

export function Toaster() {
  const headerBottom = useHeaderBottom();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} style={{ '--sh-header-bottom': `${headerBottom}px` } as CSSProperties}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {/* Beside the text rather than over it: on a phone it is a 44 px target. */}
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notice" position="static" my="-2" me="-4" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
