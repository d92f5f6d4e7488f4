import { useState } from 'react';
import { toast } from '../../lib/toast';
import { failureToast } from './feedback';

type Parsed<D> = { data: D } | { error: string };

/**
 * State of an admin add/edit form: the fields, the first problem found (shown above the buttons),
 * and submit, which saves only what parses, as the server will check the same rules.
 */
export function useEntityForm<F, D>(initial: () => F, parse: (form: F) => Parsed<D>, save: (data: D) => void) {
  const [form, setForm] = useState<F>(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<F>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () => {
    const result = parse(form);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    save(result.data);
  };
  return { form, set, error, setError, submit };
}

/** A create or update mutation's toasts: the spec's success message, then refresh and close. */
export function savedToasts(success: string, failure: string, done: () => void) {
  return {
    onSuccess: () => {
      toast.success(success);
      done();
    },
    onError: (err: unknown) => failureToast(failure, err),
  };
}
