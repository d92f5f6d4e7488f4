import { m, NOTIFICATION_MSG, t, type NotificationSubject, type NotificationSubjectType, type Role } from '@innkeep/api-contract';

/** Pure rules of the notifications store and screens (spec 01 §2, §4), kept apart for unit tests. */

export interface NotificationItem {
  _id: string;
  type: string;
  read: boolean;
}

export interface NotificationList<T extends NotificationItem> {
  notifications: T[];
  unreadCount: number;
}

/** A new one goes to the top and raises the unread count by one; a repeat (same id) changes nothing. */
export function addNotification<T extends NotificationItem>(list: NotificationList<T>, item: T): NotificationList<T> {
  if (list.notifications.some((n) => n._id === item._id)) return list;
  return { notifications: [item, ...list.notifications], unreadCount: list.unreadCount + (item.read ? 0 : 1) };
}

/** Marking one read lowers the count, never below zero. */
export function markOneRead<T extends NotificationItem>(list: NotificationList<T>, id: string): NotificationList<T> {
  const wasUnread = list.notifications.some((n) => n._id === id && !n.read);
  return {
    notifications: list.notifications.map((n) => (n._id === id ? { ...n, read: true } : n)),
    unreadCount: Math.max(0, list.unreadCount - (wasUnread ? 1 : 0)),
  };
}

export function markAllAsRead<T extends NotificationItem>(list: NotificationList<T>): NotificationList<T> {
  return { notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 };
}

/** Removing an unread one lowers the count. */
export function removeOne<T extends NotificationItem>(list: NotificationList<T>, id: string): NotificationList<T> {
  const removed = list.notifications.find((n) => n._id === id);
  return {
    notifications: list.notifications.filter((n) => n._id !== id),
    unreadCount: Math.max(0, list.unreadCount - (removed && !removed.read ? 1 : 0)),
  };
}

export type StatusFilter = 'all' | 'unread' | 'read';
export const STATUS_FILTERS: { value: StatusFilter; label: string; short: string }[] = [
  { value: 'all', label: m('All Notifications'), short: m('All') },
  { value: 'unread', label: m('Unread Only'), short: m('Unread') },
  { value: 'read', label: m('Read Only'), short: m('Read') },
];

export type TypeFilter = 'all' | 'booking' | 'order' | 'system' | 'alert';
export const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: m('All Types') },
  { value: 'booking', label: m('Bookings') },
  { value: 'order', label: m('Orders') },
  { value: 'system', label: m('System') },
  { value: 'alert', label: m('Alerts') },
];

export function filterNotifications<T extends NotificationItem>(items: T[], status: StatusFilter, type: TypeFilter = 'all'): T[] {
  return items.filter((n) => (status === 'all' || (status === 'unread') === !n.read) && (type === 'all' || n.type === type));
}

/** The empty state's second line: what "nothing here" means for the chosen status (shown through localize). */
export function emptyStateText(status: StatusFilter): string {
  return status === 'unread' ? NOTIFICATION_MSG.allCaughtUp : NOTIFICATION_MSG.noneYet;
}

/** The panel footer, 'N total • M unread', in the language on screen. */
export function footerText(total: number, unread: number): string {
  return t('{total} total • {unread} unread', { total, unread });
}

/**
 * Where tapping a notification about a booking, food order or complaint leads the reader: the page
 * where their role sees that record (its label is a source text: shown through t). Announcements lead nowhere.
 */
export function subjectLink(subject: NotificationSubject | null | undefined, role: Role): { to: string; label: string } | null {
  if (!subject) return null;
  const pages: Record<Role, Record<NotificationSubjectType, string>> = {
    customer: { booking: '/customer/dashboard', order: '/customer/dashboard', complaint: '/complaints' },
    staff: { booking: '/desk', order: '/staff/dashboard', complaint: '/staff/dashboard' },
    admin: { booking: '/admin/dashboard?tab=bookings', order: '/admin/dashboard?tab=food-orders', complaint: '/admin/complaints' },
  };
  const labels: Record<NotificationSubjectType, string> = {
    booking: m('Open the booking'),
    order: m('Open the order'),
    complaint: m('Open the complaint'),
  };
  return { to: pages[role][subject.type], label: labels[subject.type] };
}
