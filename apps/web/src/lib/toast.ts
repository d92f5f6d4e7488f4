import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@innkeep/api-contract';

/** Toasts with the spec's durations: 3 s success, 4 s error and default. */
export const toast = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: TOAST_MS.success }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: TOAST_MS.error }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: TOAST_MS.default }),
  warning: (message: string) => notifications.show({ message, color: 'yellow', autoClose: TOAST_MS.default }),
};

/** The server's message when there is one, else the fallback the spec names. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}
