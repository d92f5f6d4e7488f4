import { m, type NotificationType, type Priority } from '@innkeep/api-contract';

/** How the notification screens name a notification's type and priority (translated where shown, with t). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  info: m('Info'),
  alert: m('Alert'),
  booking: m('Booking'),
  order: m('Order'),
  system: m('System'),
  error: m('Error'),
};

export const PRIORITY_LABELS: Record<Priority, string> = { low: m('Low'), medium: m('Medium'), high: m('High') };
