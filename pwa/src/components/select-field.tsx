import { Field, NativeSelect } from '@chakra-ui/react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { optionLabel } from '@stagehouse/shared/option-label';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Keeps the label for screen readers only, as in a table cell. */
  hideLabel?: boolean;
}

/** A labelled native select with its validation message. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ label, error, options, placeholder, hideLabel = false, ...select }, ref) => (
    <Field.Root invalid={error !== undefined}>
      <Field.Label srOnly={hideLabel}>{label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field ref={ref} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  ),
);
SelectField.displayName = 'SelectField';

/** The options of a list, named by its label map in shared (`billingStatusLabels`) or else by the value itself ("like-new" -> "Like new"). */
export const optionsOf = <T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : optionLabel(value) }));
