import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { FormFailure } from './form-failure';
import { DialogBody } from './app-dialog';

export interface DialogFormProps {
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  onCancel(): void;
  submitLabel: string;
  submitting: boolean;
  failure: string | null;
  /** The fields, stacked above the failure. */
  children: ReactNode;
}

/** A form inside an AppDialog: its fields, why the last submit failed, then Cancel and the submit button. */
export function DialogForm({ onSubmit, onCancel, submitLabel, submitting, failure, children }: DialogFormProps) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
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
