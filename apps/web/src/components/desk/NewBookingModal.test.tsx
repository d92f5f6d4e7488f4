// A booking made at the desk: the contract's desk booking schema checks the guest, each message on
// its field; the room's capacity shows on the guests field as it is typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BOOKINGS_MSG, DESK_MSG, MSG, RATES_MSG, type Quote } from '@innkeep/api-contract';
import { apiError, enter, formAlert, modalReady, renderWithProviders } from '../../test/render';
import { NewBookingModal } from './NewBookingModal';

const room = {
  _id: 'r1',
  roomNumber: '12',
  name: 'Garden Room',
  type: 'double',
  floor: 1,
  capacity: 2,
  price: 120,
  status: 'available',
  saleMode: 'room',
  guestPolicy: 'mixed',
  beds: [] as { _id: string; label: string; outOfOrder: boolean; toStrip: boolean }[],
} as const;

const quoteFor = (offer: Quote['offer']): Quote => ({
  nights: [
    { date: '2026-12-10', price: 120 },
    { date: '2026-12-11', price: 150 },
  ],
  extraPersons: 0,
  discount: offer === 'nonrefundable' ? 27 : 0,
  subtotal: 270,
  net: 243,
  taxes: [],
  total: offer === 'nonrefundable' ? 243 : 270,
  offer,
  cancellableUntil: null,
});

async function renderModal(quote: (input: unknown) => Quote = (input) => quoteFor((input as { offer: Quote['offer'] }).offer)) {
  const create = vi.fn(() => ({ _id: 'b1' }));
  const onCreated = vi.fn();
  renderWithProviders(
    <NewBookingModal
      room={room}
      stay={{ checkIn: '2026-12-10', checkOut: '2026-12-12' }}
      today="2026-11-23"
      onClose={() => {}}
      onCreated={onCreated}
    />,
    { auth: false, handlers: { 'desk.createBooking': create, 'desk.searchGuests': () => [], 'rooms.quote': quote } },
  );
  await modalReady();
  return { create, onCreated };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create booking' }));

describe('desk booking form', () => {
  it('a walk-in without a name or phone: the message on each field, and nothing sent', async () => {
    const { create } = await renderModal();
    await submit();
    for (const label of ['Name', 'Phone']) {
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(label)).toHaveAccessibleDescription(MSG.requiredFields);
    }
    expect(await formAlert('Create booking')).toHaveTextContent(MSG.requiredFields);
    expect(create).not.toHaveBeenCalled();
  });

  it(`an existing guest not chosen: '${DESK_MSG.guestRequired}' on the guest field`, async () => {
    const { create } = await renderModal();
    await userEvent.click(screen.getByText('Existing guest'));
    await submit();
    const guest = await screen.findByRole('combobox', { name: 'Guest' });
    await waitFor(() => expect(guest).toHaveAttribute('aria-invalid', 'true'));
    expect(guest).toHaveAccessibleDescription(DESK_MSG.guestRequired);
    expect(create).not.toHaveBeenCalled();
  });

  it('more guests than the room holds: the capacity message on the guests field before sending', async () => {
    await renderModal();
    const guests = field('Guests');
    await userEvent.clear(guests);
    await userEvent.type(guests, '3');
    await waitFor(() => expect(guests).toHaveAttribute('aria-invalid', 'true'));
    expect(guests).toHaveAccessibleDescription(BOOKINGS_MSG.maxGuests(2));
  });

  it('a walk-in is sent as the contract parses it', async () => {
    const { create, onCreated } = await renderModal();
    await enter(field('Name'), '  Walk Inn ');
    await enter(field('Phone'), '+351 900 000 000');
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('b1'));
    expect(create).toHaveBeenCalledWith(
      {
        roomId: 'r1',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        guests: 1,
        specialRequests: '',
        offer: 'flexible',
        guest: { kind: 'walk-in', name: 'Walk Inn', phone: '+351 900 000 000', email: '' },
        // The contract's default: a room sold whole is never a whole-dormitory booking.
        wholeRoom: false,
      },
      expect.anything(),
    );
  });

  it('shows the quote of the chosen offer and books that offer', async () => {
    const { create, onCreated } = await renderModal();
    expect(await screen.findByTestId('desk-quote-total')).toHaveTextContent('$270.00');
    await userEvent.click(screen.getByText('Non-refundable (10% off)'));
    await waitFor(() => expect(screen.getByTestId('desk-quote-total')).toHaveTextContent('$243.00'));
    await enter(field('Name'), 'Walk Inn');
    await enter(field('Phone'), '+351 900 000 000');
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('b1'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ offer: 'nonrefundable' }), expect.anything());
  });

  it('a stay the rate calendar restricts: the rule is named and the desk may still book it', async () => {
    const rule = RATES_MSG.minStay('2026-12-10', 3);
    const { onCreated } = await renderModal(() => {
      throw apiError('BAD_REQUEST', rule);
    });
    expect(await screen.findByTestId('desk-restriction')).toHaveTextContent(rule);
    await enter(field('Name'), 'Walk Inn');
    await enter(field('Phone'), '+351 900 000 000');
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('b1'));
  });
});
