import { z } from 'zod';
import { ADMIN_NOTIFICATION_TYPES, PRIORITIES } from '../constants';
import { MSG } from '../messages';
import { requiredText } from './common';

/** Notification texts from the specification (01 §2, §8; 02 §8). */
export const NOTIFICATION_MSG = {
  allCleared: 'All notifications cleared',
  noneFound: 'No notifications found',
  allCaughtUp: "You're all caught up! No unread notifications.",
  noneYet: "You don't have any notifications yet.",
  notFound: 'Notification not found',
  recipientNotFound: 'Recipient not found',
  sent: 'Notification sent successfully',
  sendFailed: 'Failed to send notification',
} as const;

/**
 * Position in a user's notification feed, `${createdAt}|${_id}`: the live subscription tags every
 * event with it (tRPC `tracked`) and resumes after it (`lastEventId`) following a reconnect.
 */
export function notificationCursor(notification: { createdAt: string; _id: string }): string {
  return `${notification.createdAt}|${notification._id}`;
}

/** The cursor before every notification: a client whose list was empty resumes from here. */
export const NOTIFICATIONS_FROM_START = '|';

export const notificationFeedInput = z.object({
  lastEventId: z
    .string()
    .max(100, 'Invalid event id')
    .regex(/^[^|]*\|[^|]*$/, 'Invalid event id')
    .nullish(),
});

/** The administrator's send form: recipient (a user id), title and message required. */
export const sendNotificationInput = z.object({
  recipient: z.string({ error: MSG.requiredFields }).trim().min(1, MSG.requiredFields).max(64, NOTIFICATION_MSG.recipientNotFound),
  title: requiredText(120),
  message: requiredText(1000),
  type: z.enum(ADMIN_NOTIFICATION_TYPES).default('info'),
  priority: z.enum(PRIORITIES).default('medium'),
});
export type SendNotificationInput = z.input<typeof sendNotificationInput>;
export type SendNotificationData = z.output<typeof sendNotificationInput>;
