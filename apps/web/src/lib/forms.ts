import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, useRef, useState } from 'react';
import { currentLanguage, localize, type FormSchema, type SchemaInput, type SchemaOutput } from '@innkeep/api-contract';

/**
 * A form checked by the contract's zod schema, the one the server parses with: each field shows its
 * own message, `firstError` repeats the first one beside the submit button, and `onSubmit` hands over
 * the parsed (trimmed, lower-cased) values only when the schema accepts them.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, initialValues: SchemaInput<S>) {
  const form = useForm<SchemaInput<S>, SchemaOutput<S>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => inLanguage(schemaResolver(schema, { sync: true })(values)),
    // Runs only after validation passed, so parse cannot throw here.
    transformValues: (values) => schema.parse(values),
  });
  const firstError = Object.values(form.errors).find((message) => typeof message === 'string' && message !== '');
  return { form, firstError: typeof firstError === 'string' ? firstError : null };
}

/** The schema's messages (English source texts) in the language on screen. */
function inLanguage(errors: Record<string, unknown>): Record<string, string> {
  const language = currentLanguage();
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localize(language, String(message))]));
}

/**
 * For a form the server renders into the page's HTML (/login, /register): it can be typed into before the app has
 * taken the page over (hydrated it). React keeps that text in the inputs, but the form's values do not hold it, so as
 * the form goes live (its first commit, before the browser paints) each input's text, found by its `name`, is read
 * into the values. `live` is false until then and the submit button waits for it: the browser never sends the form
 * itself (a reload that would drop what was typed), and Enter in a field waits with the button.
 */
export function useServerRenderedForm<Values extends Record<string, unknown>, Transformed>(form: UseFormReturnType<Values, Transformed>) {
  const ref = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(false);
  useLayoutEffect(() => {
    const typed: Partial<Record<string, string>> = {};
    for (const [name, value] of Object.entries(form.getValues())) {
      const input = ref.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== '' && input.value !== value) typed[name] = input.value;
    }
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
    setLive(true);
    // Once, as the form mounts: what is typed later reaches the values through the inputs' own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, live };
}
