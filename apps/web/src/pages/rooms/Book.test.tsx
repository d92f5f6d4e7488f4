// The booking form (spec 01 §5): dates required, check-out after check-in, guests within the
// room's capacity; the form shows the message on the field and does not send.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { BOOKINGS_MSG } from '@innkeep/api-contract';
import { apiError, enter, formAlert, renderWithProviders, type Handlers } from '../../test/render';
import BookRoomPage from './Book';

const room = {
  _id: 'r1',
  name: 'Garden Room',
  type: 'double',
  roomNumber: '12',
  floor: 1,
  price: 120,
  capacity: 2,
  status: 'available',
  images: [],
  amenities: [],
  description: 'Quiet, facing the garden.',
  reviews: [],
};

const quote = () => ({
  nights: [
    { date: '2026-12-10', price: 120 },
    { date: '2026-12-11', price: 120 },
  ],
  extraPersons: 0,
  discount: 0,
  subtotal: 240,
  net: 240,
  taxes: [],
  total: 240,
  offer: 'flexible',
  cancellableUntil: '2026-12-09T14:00:00.000Z',
});

async function renderBooking(extra: Handlers = {}) {
  const create = vi.fn(() => ({ _id: 'b1' }));
  renderWithProviders(
    <Routes>
      <Route path="/book/:roomId" element={<BookRoomPage />} />
      <Route path="/customer/dashboard" element="Dashboard" />
      <Route path="/pay/stay/:bookingId" element="Pay page" />
    </Routes>,
    {
      route: '/book/r1',
      // Signed out in the provider: the route's guard is not part of this test, and the room's status reads as a guest's.
      handlers: {
        'rooms.byId': () => room,
        'rooms.bookedNights': () => ({ today: '2026-11-23', ranges: [] }),
        'bookings.create': create,
        'rooms.quote': quote,
        ...extra,
      },
    },
  );
  await screen.findByRole('heading', { name: 'Book Your Stay' });
  return create;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
// Date inputs take a whole date at once, as a date picker gives it.
const pickDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });

describe('booking form', () => {
  it(`without dates: '${BOOKINGS_MSG.datesRequired}', and the booking cannot be confirmed`, async () => {
    await renderBooking();
    expect(screen.getByText(new RegExp(`^${BOOKINGS_MSG.datesRequired}\\.`))).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
  });

  it.each([
    ['before', '2026-12-08'],
    ['on', '2026-12-10'],
  ])(`check-out %s check-in: '${BOOKINGS_MSG.checkOutAfterCheckIn}' on the check-out field`, async (_when, checkOut) => {
    const create = await renderBooking();
    pickDate('Check-in', '2026-12-10');
    pickDate('Check-out', checkOut);
    await waitFor(() => expect(field('Check-out')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Check-out')).toHaveAccessibleDescription(expect.stringContaining(BOOKINGS_MSG.checkOutAfterCheckIn));
    expect(confirm()).toBeDisabled();
    expect(create).not.toHaveBeenCalled();
  });

  it('more guests than the room holds: the capacity message on the guests field', async () => {
    await renderBooking();
    pickDate('Check-in', '2026-12-10');
    pickDate('Check-out', '2026-12-12');
    const guests = field('Guests');
    await userEvent.clear(guests);
    await userEvent.type(guests, '3');
    await waitFor(() => expect(guests).toHaveAttribute('aria-invalid', 'true'));
    expect(guests).toHaveAccessibleDescription(expect.stringContaining(BOOKINGS_MSG.maxGuests(2)));
    expect(confirm()).toBeDisabled();
  });

  it('a valid stay is sent as the contract parses it: guests a number, requests trimmed', async () => {
    const create = await renderBooking();
    pickDate('Check-in', '2026-12-10');
    pickDate('Check-out', '2026-12-12');
    await userEvent.clear(field('Guests'));
    await userEvent.type(field('Guests'), '2');
    await enter(screen.getByLabelText('Special Requests'), '  Late arrival  ');
    await userEvent.click(confirm());
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        { roomId: 'r1', checkIn: '2026-12-10', checkOut: '2026-12-12', guests: 2, specialRequests: 'Late arrival', offer: 'flexible' },
        expect.anything(),
      ),
    );
  });

  it("a valid stay is sent; the server's refusal is shown in the form", async () => {
    const create = await renderBooking({
      'bookings.create': vi.fn(() => {
        throw apiError('CONFLICT', 'Room 12 is already booked for some of those nights', 409);
      }),
    });
    pickDate('Check-in', '2026-12-10');
    pickDate('Check-out', '2026-12-12');
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$240');
    await userEvent.click(confirm());
    expect(await formAlert('Confirm Booking')).toHaveTextContent('Room 12 is already booked for some of those nights');
    expect(create).not.toHaveBeenCalled();
  });

  it("a stay the rate calendar refuses: the server's restriction beside the dates, and no booking", async () => {
    const create = await renderBooking({
      'rooms.quote': () => {
        throw apiError('BAD_REQUEST', 'Minimum stay from Thu 10 Dec is 3 nights', 400);
      },
    });
    pickDate('Check-in', '2026-12-10');
    pickDate('Check-out', '2026-12-12');
    expect(await screen.findByTestId('stay-restriction')).toHaveTextContent('Minimum stay from Thu 10 Dec is 3 nights');
    expect(confirm()).toBeDisabled();
    expect(create).not.toHaveBeenCalled();
  });

  it('the non-refundable offer says a cancellation refunds nothing, then goes to the pay page for the whole stay', async () => {
    const payLink = vi.fn(() => ({ url: '/pay/stay/b1?token=t' }));
    const create = await renderBooking({ 'folio.createPayLink': payLink, 'customer.dashboard': () => ({}), 'bookings.mine': () => [] });
    pickDate('Check-in', '2026-12-10');
    pickDate('Check-out', '2026-12-12');
    await userEvent.click(screen.getByRole('radio', { name: /^Non-refundable/ }));
    expect(await screen.findByTestId('nonrefundable-notice')).toHaveTextContent(BOOKINGS_MSG.nonRefundable);
    await waitFor(() => expect(confirm()).toBeEnabled());
    await userEvent.click(confirm());
    expect(await screen.findByText('Pay page')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ offer: 'nonrefundable' }), expect.anything());
    expect(payLink).toHaveBeenCalledWith({ id: 'b1' }, expect.anything());
  });
});
