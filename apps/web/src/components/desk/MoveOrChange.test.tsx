// The desk's move or change: only rooms that fit the party, the old and new total from the server's
// preview before saving, re-pricing on request, and another total only with a reason.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RATES_MSG, type Quote } from '@innkeep/api-contract';
import { enter, formAlert, renderWithProviders } from '../../test/render';
import { MoveOrChange } from './MoveOrChange';
import type { DeskBooking } from './types';

const booking = {
  _id: 'b1',
  status: 'confirmed',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  guests: 3,
  room: { _id: 'r1', roomNumber: '101', name: 'Junior Suite' },
} as unknown as DeskBooking;

const quote = (total: number): Quote => ({
  nights: [],
  extraPersons: 0,
  discount: 0,
  subtotal: total,
  net: total,
  taxes: [],
  total,
  offer: 'flexible',
  cancellableUntil: null,
});

function renderForm() {
  const preview = vi.fn((input: unknown) => {
    const { reprice } = input as { reprice: boolean };
    return { before: 747, after: reprice ? 447 : 747, price: quote(reprice ? 447 : 747) };
  });
  const change = vi.fn(() => ({}));
  const onDone = vi.fn();
  renderWithProviders(
    <MoveOrChange
      booking={booking}
      today="2026-11-27"
      target={{ roomId: 'r1', checkIn: '2026-12-10', checkOut: '2026-12-12' }}
      onDone={onDone}
    />,
    {
      auth: false,
      handlers: {
        'desk.previewChange': preview,
        'desk.changeBooking': change,
        'rooms.list': () => [
          { _id: 'r2', roomNumber: '102', name: 'Single', capacity: 1 },
          { _id: 'r3', roomNumber: '103', name: 'Family', capacity: 4 },
        ],
      },
    },
  );
  return { preview, change, onDone };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('move or change', () => {
  it('offers only free rooms that hold the party, shows old and new total, and keeps the stored price unless re-priced', async () => {
    const { preview, change, onDone } = renderForm();
    expect(await screen.findByTestId('change-preview')).toHaveTextContent('Total now $747.00 → after the change $747.00');
    await userEvent.click(screen.getByRole('combobox', { name: 'Room' }));
    expect(await screen.findByRole('option', { name: /^Room 103 ·/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Room 102 ·/, hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: /^Room 103 ·/, hidden: true }));
    await userEvent.click(screen.getByRole('switch', { name: "Re-price the whole stay at today's rates" }));
    await waitFor(() => expect(screen.getByTestId('change-preview')).toHaveTextContent('after the change $447.00'));
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ roomId: 'r3', reprice: true }), expect.anything());
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(change).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'b1', roomId: 'r3', reprice: true, total: undefined }),
      expect.anything(),
    );
  });

  it('another total needs a reason, and is sent with it', async () => {
    const { change, onDone } = renderForm();
    await screen.findByTestId('change-preview');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Set a different total' }));
    await enter(screen.getByRole('textbox', { name: /^Total/ }), '700');
    await submit();
    expect(await formAlert('Save changes')).toHaveTextContent(RATES_MSG.overrideReason);
    expect(change).not.toHaveBeenCalled();
    await enter(screen.getByRole('textbox', { name: /^Reason/ }), 'Loyal guest');
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(change).toHaveBeenCalledWith(expect.objectContaining({ total: 700, totalReason: 'Loyal guest' }), expect.anything());
  });
});
