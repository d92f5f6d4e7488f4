import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MSG } from '@innkeep/api-contract';
import {
  addNotification,
  emptyStateText,
  filterNotifications,
  footerText,
  markAllAsRead,
  markOneRead,
  removeOne,
  subjectLink,
} from './model';

const n = (id: string, read = false, type = 'booking') => ({ _id: id, read, type });
const list = { notifications: [n('b'), n('a', true, 'order')], unreadCount: 1 };

describe('notifications store rules', () => {
  it('puts a new notification on top and raises the unread count by one', () => {
    expect(addNotification(list, n('c'))).toEqual({ notifications: [n('c'), n('b'), n('a', true, 'order')], unreadCount: 2 });
    expect(addNotification(list, n('d', true)).unreadCount).toBe(1);
  });

  it('ignores a notification it already has (same id), so a replay is not shown twice', () => {
    expect(addNotification(list, n('b'))).toBe(list);
  });

  it('marks one read, lowering the count never below zero', () => {
    expect(markOneRead(list, 'b')).toEqual({ notifications: [n('b', true), n('a', true, 'order')], unreadCount: 0 });
    expect(markOneRead({ notifications: [n('x')], unreadCount: 0 }, 'x').unreadCount).toBe(0);
    expect(markOneRead(list, 'a').unreadCount).toBe(1);
  });

  it('marks all read and sets the count to 0', () => {
    expect(markAllAsRead(list)).toEqual({ notifications: [n('b', true), n('a', true, 'order')], unreadCount: 0 });
  });

  it('lowers the count only when removing an unread one', () => {
    expect(removeOne(list, 'b')).toEqual({ notifications: [n('a', true, 'order')], unreadCount: 0 });
    expect(removeOne(list, 'a').unreadCount).toBe(1);
  });

  it('filters by status and type', () => {
    const items = [n('1'), n('2', true), n('3', false, 'order'), n('4', true, 'alert')];
    expect(filterNotifications(items, 'unread').map((i) => i._id)).toEqual(['1', '3']);
    expect(filterNotifications(items, 'read').map((i) => i._id)).toEqual(['2', '4']);
    expect(filterNotifications(items, 'all', 'order').map((i) => i._id)).toEqual(['3']);
    expect(filterNotifications(items, 'read', 'alert').map((i) => i._id)).toEqual(['4']);
  });

  it('words the empty state and the footer as the spec does', () => {
    expect(emptyStateText('unread')).toBe(NOTIFICATION_MSG.allCaughtUp);
    expect(emptyStateText('all')).toBe("You don't have any notifications yet.");
    expect(footerText(12, 3)).toBe('12 total • 3 unread');
  });
});

describe('where a notification leads', () => {
  it('opens the page where the reader’s role sees the booking, order or complaint', () => {
    const to = (type: 'booking' | 'order' | 'complaint', role: 'customer' | 'staff' | 'admin') => subjectLink({ type, id: 'x' }, role)?.to;
    expect([to('booking', 'customer'), to('order', 'customer'), to('complaint', 'customer')]).toEqual([
      '/customer/dashboard',
      '/customer/dashboard',
      '/complaints',
    ]);
    expect([to('booking', 'staff'), to('order', 'staff'), to('complaint', 'staff')]).toEqual([
      '/desk',
      '/staff/dashboard',
      '/staff/dashboard',
    ]);
    expect([to('booking', 'admin'), to('order', 'admin'), to('complaint', 'admin')]).toEqual([
      '/admin/dashboard?tab=bookings',
      '/admin/dashboard?tab=food-orders',
      '/admin/complaints',
    ]);
    expect(subjectLink({ type: 'order', id: 'x' }, 'staff')?.label).toBe('Open the order');
  });

  it('leads nowhere for an announcement', () => {
    expect(subjectLink(null, 'customer')).toBeNull();
  });
});
