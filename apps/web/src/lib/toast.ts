import { notifications, type NotificationData } from '@mantine/notifications';
import { createElement, type ReactNode } from 'react';
import { t, TOAST_MS } from '@innkeep/api-contract';
import { toastsWanted } from '../layout/Toasts';
import { ToastWithAction } from './ToastWithAction';

/** Every toast goes through here: the stack that shows them loads with the first (layout/Toasts.tsx). */
export function showToast(data: NotificationData): void {
  toastsWanted();
  notifications.show(data);
}

/** Error toasts still open: a success makes them stale (the thing that failed has now worked). */
const openErrors = new Set<string>();

/**
 * One toast per message: the same text again while it is open (a double click, two failing queries)
 * is not stacked a second time, because the toast's id is its text.
 */
function show(kind: string, data: NotificationData & { message: string }, body?: ReactNode): void {
  const id = data.id ?? `${kind}:${typeof data.title === 'string' ? `${data.title}:` : ''}${data.message}`;
  if (kind === 'error') openErrors.add(id);
  if (kind === 'success') {
    for (const stale of openErrors) notifications.hide(stale);
    openErrors.clear();
  }
  // The close button is an icon: it needs a name for screen readers (axe: button-name).
  showToast({
    ...data,
    message: body ?? data.message,
    id,
    closeButtonProps: { 'aria-label': t('Dismiss') },
    onClose: () => openErrors.delete(id),
  });
}

/** Toasts with the spec's durations: 3 s success, 4 s error and default. */
export const toast = {
  success: (message: string) => show('success', { message, color: 'green', autoClose: TOAST_MS.success }),
  error: (message: string, title?: string) => show('error', { message, title, color: 'red', autoClose: TOAST_MS.error }),
  info: (message: string) => show('info', { message, color: 'blue', autoClose: TOAST_MS.default }),
  warning: (message: string) => show('warning', { message, color: 'yellow', autoClose: TOAST_MS.default }),
  /** A success with one follow-up ("Soup added to cart" · View cart): short, where a whole panel would cover the page. */
  successWith: (message: string, action: { label: string; onClick: () => void }) =>
    show('success', { message, color: 'green', autoClose: TOAST_MS.success }, withAction(message, action)),
};

function withAction(message: string, action: { label: string; onClick: () => void }): ReactNode {
  const onClick = () => {
    notifications.hide(`success:${message}`);
    action.onClick();
  };
  return createElement(ToastWithAction, { message, label: action.label, onClick });
}

/** The server's message when there is one, else the fallback the spec names. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

/** Runs a mutation that answers `{ message }`: its message as a success toast, then `after`; a failure as an error toast. */
export function toastOutcome<T extends { message: string }>(
  run: Promise<T>,
  after: (result: T) => unknown,
  fallback: string,
): Promise<void> {
  return run
    .then(async (result) => {
      toast.success(result.message);
      await after(result);
    })
    .catch((err: unknown) => toast.error(errorMessage(err, fallback)));
}
