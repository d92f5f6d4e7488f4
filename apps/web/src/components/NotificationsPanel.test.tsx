// The bell's panel (issue 34 §5): tapping a notification shows its whole text and leads to what it is about.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@innkeep/api-contract';
import { renderWithProviders, type Handlers } from '../test/render';
import { NotificationsPanel } from './NotificationsPanel';

const LONG = 'Your complaint "Noisy corridor" has been answered. '.repeat(8).trim();
const notice = {
  _id: 'n1',
  id: 'n1',
  title: 'Your complaint has been answered',
  message: LONG,
  type: 'system',
  priority: 'medium',
  read: false,
  timestamp: '2026-11-26T10:00:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  subject: { type: 'complaint', id: 'c1' },
};
const announcement = { ...notice, _id: 'n0', id: 'n0', title: 'Pool open', message: 'Until 22:00.', read: true, subject: null };

let handlers: Handlers;
beforeEach(() => {
  localStorage.setItem('token', 'stored-token');
  const guest = { _id: 'u1', name: 'Grace Guest', email: 'guest@innkeep.test', role: 'customer', isApproved: true } as PublicUser;
  handlers = {
    'auth.me': () => ({ user: guest }),
    'notifications.mine': () => ({ notifications: [notice, announcement], unreadCount: 1 }),
    'notifications.markRead': vi.fn(() => ({ ...notice, read: true })),
  };
});

describe('notifications panel', () => {
  it('opens a notification in place: whole text, marked read, and a link to the guest’s page for it', async () => {
    const onClose = vi.fn();
    renderWithProviders(<NotificationsPanel opened onClose={onClose} />, { handlers });
    const card = await screen.findByRole('article', { name: 'Unread: Your complaint has been answered' });
    const message = within(card).getByText(LONG);
    expect(message).toHaveAttribute('data-line-clamp');
    expect(within(card).queryByRole('link', { name: 'Open the complaint' })).toBeNull();

    const open = within(card).getByRole('button', { name: 'Your complaint has been answered' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText(LONG)).not.toHaveAttribute('data-line-clamp');
    await waitFor(() => expect(handlers['notifications.markRead']).toHaveBeenCalledWith({ id: 'n1' }, expect.anything()));

    const link = within(card).getByRole('link', { name: 'Open the complaint' });
    expect(link).toHaveAttribute('href', '/complaints');
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
  });

  it('an announcement opens to its text only', async () => {
    renderWithProviders(<NotificationsPanel opened onClose={() => {}} />, { handlers });
    const card = await screen.findByRole('article', { name: 'Pool open' });
    await userEvent.click(within(card).getByRole('button', { name: 'Pool open' }));
    expect(within(card).queryByRole('link')).toBeNull();
    expect(handlers['notifications.markRead']).not.toHaveBeenCalled();
  });
});
