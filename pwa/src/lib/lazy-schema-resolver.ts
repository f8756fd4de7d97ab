import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver whose schema (and zod with it) loads when the form is first checked, on submit,
 * rather than with the page: a public page that shows a form (Login) stays light until it is used.
 */
export function lazySchemaResolver<T extends FieldValues>(load: () => Promise<z.ZodType<unknown, T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}
