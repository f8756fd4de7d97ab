import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { DialogActions } from './dialog-actions';
import { FormFailure } from './form-failure';
import { DialogBody } from './app-dialog';
import { PageSpinner } from './page-spinner';

export interface DialogFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  onCancel(): void;
  submitLabel: string;
  submitting: boolean;
  failure: string | null;
  /** The fields, stacked above the failure. */
  children: ReactNode;
}

/**
 * A form inside an AppDialog: its fields, why the last submit failed, then Cancel and the submit button.
 * The dialog opens at once, in the render of the tap that asked for it; the form is drawn right after,
 * in a render of its own, so a phone answers the tap before it has worked out every field.
 */
export function DialogForm({ onSubmit, onCancel, submitLabel, submitting, failure, children }: DialogFormProps) {
  const drawn = useDeferredValue(true, false);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    // Opened without its fields, the dialog focused its close button: the first field takes it.
    if (form && !form.contains(document.activeElement) && form.closest('dialog')?.contains(document.activeElement)) {
      form.querySelector<HTMLElement>('input,select,textarea')?.focus();
    }
  }, [drawn]);
  if (!drawn) return <PageSpinner label="Opening the form" />;
  return (
    <form ref={ref} onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogBody>
        <Stack gap="4">
          {children}
          <FormFailure message={failure} />
        </Stack>
      </DialogBody>
      <DialogActions dismissLabel="Cancel" onDismiss={onCancel}>
        <Button type="submit" colorPalette="teal" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
