import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface FormFieldProps extends InputProps {
  label: string;
  error?: string;
  helperText?: string;
}

/** A labelled input with its validation message. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(({ label, error, helperText, ...input }, ref) => (
  <Field.Root invalid={error !== undefined}>
    <Field.Label>{label}</Field.Label>
    <Input ref={ref} bg="white" {...input} />
    {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
    {error && <Field.ErrorText>{error}</Field.ErrorText>}
  </Field.Root>
));
FormField.displayName = 'FormField';
