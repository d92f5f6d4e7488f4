import { useLocalize } from '../../i18n/language';

/**
 * Wraps a form field's props (`form.getInputProps(...)`) so its error, worded in English by a contract schema,
 * shows in the language on screen.
 */
export function useLocalizedInput() {
  const localize = useLocalize();
  return <P extends { error?: unknown }>(props: P): P => ({
    ...props,
    error: typeof props.error === 'string' ? localize(props.error) : props.error,
  });
}
