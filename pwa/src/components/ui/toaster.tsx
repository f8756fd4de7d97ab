import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { timing } from '@stagehouse/shared/limits';
import { fromMd } from '../../lib/use-media-query';
import type { Notice } from './notify';

// Chosen when the first notice loads this module. On a phone notices come at the top, where they
// never cover the primary button at the bottom of a screen.
const placement = window.matchMedia(fromMd).matches ? 'bottom-end' : 'top';

const toaster = createToaster({
  placement,
  duration: timing.toastDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Shows a notice; only one is on screen, so a new one replaces the last. */
export function showNotice({ title, description, variant = 'default' }: Notice): void {
  toaster.dismiss();
  toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info', closable: true });
}

export const Toaster = () => (
  <Portal>
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} data-testid="toast">
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notice" />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
