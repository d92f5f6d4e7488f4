// The notifications store: one query the bell, panel and page share, changed through the cache,
// and the live feed that adds to it. The API answers through a test link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationCursor, type PublicUser } from '@innkeep/api-contract';
import { apiError, renderWithProviders, type Handlers } from '../test/render';
import { useLiveNotifications, useNotifications } from './notifications';

const guest = { _id: 'u1', name: 'Grace Guest', email: 'guest@innkeep.test', role: 'customer', isApproved: true } as PublicUser;

const notification = (id: string, read: boolean, extra: Record<string, unknown> = {}) => ({
  _id: id,
  title: `Title ${id}`,
  message: `Message ${id}`,
  type: 'booking',
  priority: 'medium',
  read,
  createdAt: `2026-11-2${id.slice(1)}T10:00:00.000Z`,
  ...extra,
});

/** The store as the panel uses it: counts, items and the four actions. */
function Panel() {
  const store = useNotifications();
  if (store.loading) return <p>Loading</p>;
  return (
    <div>
      <p data-testid="unread">{store.unreadCount} unread</p>
      <ul>
        {store.notifications.map((n) => (
          <li key={n._id}>
            <span data-testid="item">
              {n.title} {n.read ? '(read)' : '(unread)'}
            </span>
            <button type="button" onClick={() => store.markRead(n._id)}>
              Mark {n._id} read
            </button>
            <button type="button" onClick={() => store.remove(n._id)}>
              Delete {n._id}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={store.markAllRead}>
        Mark all read
      </button>
      <button type="button" onClick={store.clearAll}>
        Clear All
      </button>
    </div>
  );
}

function Live() {
  useLiveNotifications();
  return <Panel />;
}

const unread = () => screen.getByTestId('unread');
const items = () => screen.queryAllByTestId('item').map((item) => item.textContent);

let mine: { notifications: ReturnType<typeof notification>[]; unreadCount: number };
let handlers: Handlers;

beforeEach(() => {
  localStorage.setItem('token', 'stored-token');
  mine = { notifications: [notification('n2', false), notification('n1', true)], unreadCount: 1 };
  handlers = {
    'auth.me': () => ({ user: guest }),
    'notifications.mine': vi.fn(() => mine),
    'notifications.markRead': vi.fn(({ id }: { id: string }) => ({ ...mine.notifications.find((n) => n._id === id), read: true })),
    'notifications.markAllRead': vi.fn(() => ({ success: true })),
    'notifications.remove': vi.fn(() => ({ success: true })),
  } as Handlers;
});

afterEach(() => vi.restoreAllMocks());

describe('useNotifications', () => {
  it('loads the list once signed in', async () => {
    renderWithProviders(<Panel />, { handlers });
    await waitFor(() => expect(unread()).toHaveTextContent('1 unread'));
    expect(items()).toEqual(['Title n2 (unread)', 'Title n1 (read)']);
  });

  it('marking one read updates the item and the count', async () => {
    renderWithProviders(<Panel />, { handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark n2 read' }));
    await waitFor(() => expect(unread()).toHaveTextContent('0 unread'));
    expect(items()).toEqual(['Title n2 (read)', 'Title n1 (read)']);
    expect(handlers['notifications.markRead']).toHaveBeenCalledWith({ id: 'n2' }, expect.anything());
  });

  it('mark all read and delete go to the server; deleting an unread one lowers the count', async () => {
    mine = { notifications: [notification('n3', false), notification('n2', false), notification('n1', true)], unreadCount: 2 };
    renderWithProviders(<Panel />, { handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete n3' }));
    await waitFor(() => expect(unread()).toHaveTextContent('1 unread'));
    expect(items()).toEqual(['Title n2 (unread)', 'Title n1 (read)']);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(unread()).toHaveTextContent('0 unread'));
    expect(handlers['notifications.markAllRead']).toHaveBeenCalledTimes(1);
  });

  it("'Clear All' empties the list locally, without a server call", async () => {
    renderWithProviders(<Panel />, { handlers });
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(items()).toEqual([]);
    expect(unread()).toHaveTextContent('0 unread');
    expect(handlers['notifications.remove']).not.toHaveBeenCalled();
    expect(handlers['notifications.markAllRead']).not.toHaveBeenCalled();
  });

  it('a failed change is only logged and leaves the list as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    handlers['notifications.remove'] = () => {
      throw apiError('NOT_FOUND', 'Notification not found', 404);
    };
    renderWithProviders(<Panel />, { handlers });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete n2' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not delete the notification', expect.anything()));
    expect(items()).toEqual(['Title n2 (unread)', 'Title n1 (read)']);
    expect(unread()).toHaveTextContent('1 unread');
  });

  it('asks nothing while signed out', async () => {
    localStorage.clear();
    renderWithProviders(<Panel />, { handlers });
    // Signed out the query never runs, so the store stays empty and idle.
    expect(await screen.findByTestId('unread')).toHaveTextContent('0 unread');
    expect(handlers['notifications.mine']).not.toHaveBeenCalled();
  });
});

describe('useLiveNotifications', () => {
  it('subscribes from the newest notification held, adds new ones once, and toasts a high-priority one', async () => {
    let emit: (data: unknown) => void = () => {};
    const feed = vi.fn((_input: unknown, send: (data: unknown) => void) => {
      emit = send;
    });
    handlers['notifications.onNotification'] = feed;
    renderWithProviders(<Live />, { handlers });
    await waitFor(() => expect(feed).toHaveBeenCalledTimes(1));
    expect(feed.mock.calls[0]![0]).toEqual({ lastEventId: notificationCursor(notification('n2', false)) });

    const urgent = notification('n4', false, { priority: 'high', title: 'Room ready', message: 'Your room is ready for check-in' });
    emit({ id: notificationCursor(urgent), data: urgent });
    await waitFor(() => expect(unread()).toHaveTextContent('2 unread'));
    expect(items()[0]).toBe('Room ready (unread)');
    expect(await screen.findByText('Your room is ready for check-in')).toBeInTheDocument();

    // The same notification again (a resumed feed) changes nothing.
    emit({ id: notificationCursor(urgent), data: urgent });
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(unread()).toHaveTextContent('2 unread');
  });
});
