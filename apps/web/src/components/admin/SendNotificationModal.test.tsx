// The Send Notification form (issue 34 §5): what will be sent, and to how many, is shown before it goes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enter, modalReady, renderWithProviders } from '../../test/render';
import { SendNotificationModal } from './SendNotificationModal';

/** Opens the form, writes to the guests in house and asks for the preview; the server counts `inHouse`. */
async function previewToGuestsInHouse(inHouse: number, title: string, message: string) {
  const broadcast = vi.fn(() => ({ success: true, count: inHouse, message: `Notification sent to ${inHouse} users` }));
  const count = vi.fn((input: unknown) => ({ audience: (input as { audience: string }).audience, count: inHouse }));
  renderWithProviders(<SendNotificationModal opened onClose={() => {}} />, {
    auth: false,
    handlers: {
      'admin.users.list': () => ({ users: [], total: 0 }),
      'admin.notifications.audienceCount': count,
      'admin.notifications.broadcast': broadcast,
    },
  });
  await modalReady();
  await userEvent.click(screen.getByRole('radio', { name: 'Guests in house now' }));
  await enter(screen.getByLabelText(/^Title/), title);
  await enter(screen.getByLabelText(/^Message/), message);
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  return { broadcast, count };
}

describe('send notification', () => {
  it('previews the notification and the server’s count of the audience, and sends only from the preview', async () => {
    const { broadcast, count } = await previewToGuestsInHouse(3, 'Breakfast moved', 'Breakfast is in the garden today.');
    const preview = screen.getByRole('article', { name: 'Unread: Breakfast moved' });
    expect(within(preview).getByText('Breakfast is in the garden today.')).toBeInTheDocument();
    expect(await screen.findByText('Goes to 3 recipients: guests in house now.')).toBeInTheDocument();
    expect(count).toHaveBeenCalledWith({ audience: 'in-house' }, expect.anything());
    expect(broadcast).not.toHaveBeenCalled();

    // Back keeps what was typed.
    await userEvent.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Breakfast moved');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 recipients' }));
    await vi.waitFor(() =>
      expect(broadcast).toHaveBeenCalledWith(
        expect.objectContaining({ audience: 'in-house', title: 'Breakfast moved', message: 'Breakfast is in the garden today.' }),
        expect.anything(),
      ),
    );
  });

  it('cannot send to an audience nobody is in', async () => {
    const { broadcast } = await previewToGuestsInHouse(0, 'Quiet night', 'Nobody is here.');
    expect(await screen.findByText('Goes to 0 recipients: guests in house now.')).toBeInTheDocument();
    expect(screen.getByText('Nobody is in that group yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(broadcast).not.toHaveBeenCalled();
  });
});
