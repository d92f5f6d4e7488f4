import { useEffect } from 'react';
import { ADMIN_MSG } from '@innkeep/api-contract';
import { toast } from '../../lib/toast';

/**
 * The spec's failure toast (e.g. 'Failed to delete user') as the title, with the server's reason
 * underneath when it gave one (e.g. why a room cannot be deleted).
 */
export function failureToast(title: string, error: unknown): void {
  const reason = error instanceof Error && error.message && error.message !== title ? error.message : null;
  if (reason) toast.error(reason, title);
  else toast.error(title);
}

/** 'Failed to load {tab} data' once per failed load of a tab's list. */
export function useLoadFailure(tab: string, errorUpdatedAt: number): void {
  useEffect(() => {
    if (errorUpdatedAt) toast.error(ADMIN_MSG.tabLoadFailed(tab));
  }, [tab, errorUpdatedAt]);
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
