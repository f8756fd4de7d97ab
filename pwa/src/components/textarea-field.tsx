import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface TextareaFieldProps extends TextareaProps {
  label: string;
  error?: string;
}

/** A labelled text area with its validation message. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(({ label, error, ...textarea }, ref) => (
  <Field.Root invalid={error !== undefined}>
    <Field.Label>{label}</Field.Label>
    <Textarea ref={ref} bg="white" rows={3} {...textarea} />
    {error && <Field.ErrorText>{error}</Field.ErrorText>}
  </Field.Root>
));
TextareaField.displayName = 'TextareaField';
