import { useEffect } from 'react';
import { ADMIN_MSG, m, t } from '@innkeep/api-contract';
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

/** The spec's 'Failed to load {tab} data' of each tab, one whole sentence per tab for the catalogues. */
export const LOAD_FAILED: Readonly<Record<string, string>> = {
  users: m('Failed to load users data'),
  rooms: m('Failed to load rooms data'),
  bookings: m('Failed to load bookings data'),
  'food-menu': m('Failed to load food-menu data'),
  'food-orders': m('Failed to load food-orders data'),
  payments: m('Failed to load payments data'),
  settings: m('Failed to load settings data'),
  rates: m('Failed to load rates data'),
  mail: m('Failed to load mail data'),
  analytics: m('Failed to load analytics data'),
  notifications: m('Failed to load notifications data'),
};

/** 'Failed to load {tab} data', in the language on screen. */
export const loadFailedMessage = (tab: string): string => (LOAD_FAILED[tab] ? t(LOAD_FAILED[tab]) : ADMIN_MSG.tabLoadFailed(tab));

/** 'Failed to load {tab} data' once per failed load of a tab's list. */
export function useLoadFailure(tab: string, errorUpdatedAt: number): void {
  useEffect(() => {
    if (errorUpdatedAt) toast.error(loadFailedMessage(tab));
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
