import { schemaResolver, useForm } from '@mantine/form';
import type { FormSchema, SchemaInput, SchemaOutput } from '@innkeep/api-contract';

/**
 * A form checked by the contract's zod schema, the one the server parses with: each field shows its
 * own message, `firstError` repeats the first one beside the submit button, and `onSubmit` hands over
 * the parsed (trimmed, lower-cased) values only when the schema accepts them.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, initialValues: SchemaInput<S>) {
  const form = useForm<SchemaInput<S>, SchemaOutput<S>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // Runs only after validation passed, so parse cannot throw here.
    transformValues: (values) => schema.parse(values),
  });
  const firstError = Object.values(form.errors).find((message) => typeof message === 'string' && message !== '');
  return { form, firstError: typeof firstError === 'string' ? firstError : null };
}
