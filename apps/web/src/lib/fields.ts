import { useState, type ChangeEvent } from 'react';

/** Text-field state for a small form: `bind('name')` gives an input its value and change handler. */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const bind = (key: keyof T) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      // Read now: React clears currentTarget once the handler returns.
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });
  return { values, setValues, bind };
}
