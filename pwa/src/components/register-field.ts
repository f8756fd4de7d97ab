import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/** Registers a field with its form and passes on its validation message: spread into FormField, SelectField or TextareaField. */
export function registerField<Values extends FieldValues, Transformed>(
  form: UseFormReturn<Values, unknown, Transformed>,
  name: Path<Values>,
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: error?.message };
}
