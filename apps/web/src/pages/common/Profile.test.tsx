// The profile page's two forms (spec 01 §5): the profile needs name, email and phone; the
// password change needs all three fields, a matching confirmation and 8 characters.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGE_MSG, MSG, type PublicUser } from '@innkeep/api-contract';
import { enter, renderWithProviders, type Handlers } from '../../test/render';
import ProfilePage from './Profile';

const guest: PublicUser = {
  _id: 'u1',
  name: 'Grace Guest',
  email: 'guest@innkeep.test',
  phone: '555-0100',
  address: '',
  role: 'customer',
  isApproved: true,
  language: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let handlers: Handlers;

beforeEach(() => {
  localStorage.setItem('token', 'stored-token');
  handlers = { 'auth.me': () => ({ user: guest }), 'auth.changePassword': vi.fn(() => ({ success: true })), 'auth.updateProfile': vi.fn() };
});

async function renderProfile() {
  renderWithProviders(<ProfilePage />, { handlers });
  await screen.findByRole('heading', { name: 'Profile Settings' });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });

describe('password change', () => {
  async function changePassword(values: Partial<Record<'Current Password' | 'New Password' | 'Confirm New Password', string>>) {
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    for (const [label, value] of Object.entries(values)) await enter(field(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it.each([
    ['all empty', {}, MSG.passwordFieldsRequired],
    ['no current password', { 'New Password': 'Harder#2027', 'Confirm New Password': 'Harder#2027' }, MSG.passwordFieldsRequired],
    [
      'different confirmation',
      { 'Current Password': 'Guest#2026', 'New Password': 'Harder#2027', 'Confirm New Password': 'Harder#2028' },
      MSG.newPasswordsDoNotMatch,
    ],
    ['too short', { 'Current Password': 'Guest#2026', 'New Password': 'ab1', 'Confirm New Password': 'ab1' }, MSG.newPasswordTooShort],
  ])('%s: the spec message, and nothing sent', async (_case, values, message) => {
    await changePassword(values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(handlers['auth.changePassword']).not.toHaveBeenCalled();
  });

  it(`a valid change is sent: '${MSG.passwordChanged}'`, async () => {
    await changePassword({ 'Current Password': 'Guest#2026', 'New Password': 'Harder#2027', 'Confirm New Password': 'Harder#2027' });
    expect(await screen.findByText(MSG.passwordChanged)).toBeInTheDocument();
    expect(handlers['auth.changePassword']).toHaveBeenCalledWith(
      expect.objectContaining({ currentPassword: 'Guest#2026', newPassword: 'Harder#2027' }),
      expect.anything(),
    );
  });
});

describe('profile form', () => {
  it(`an emptied required field: '${MSG.requiredFields}', and nothing sent`, async () => {
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Phone Number'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MSG.requiredFields)).toBeInTheDocument();
    await waitFor(() => expect(handlers['auth.updateProfile']).not.toHaveBeenCalled());
  });

  it('a new email asks for the current password, and the address changes only once the mailed link is opened', async () => {
    const next = 'new-address@example.test';
    handlers['auth.updateProfile'] = vi.fn(() => ({ user: guest, message: EMAIL_CHANGE_MSG.confirmationSent(next), pendingEmail: next }));
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
    await userEvent.clear(field('Email Address'));
    await enter(field('Email Address'), next);
    await enter(field('Current Password'), 'Guest#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EMAIL_CHANGE_MSG.confirmationSent(next))).toBeInTheDocument();
    expect(handlers['auth.updateProfile']).toHaveBeenCalledWith(
      expect.objectContaining({ email: next, currentPassword: 'Guest#2026' }),
      expect.anything(),
    );
    expect(field('Email Address')).toHaveValue(guest.email);
  });
});
