import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday, type NotificationSubject } from '@innkeep/api-contract';
import { foodItems } from '@innkeep/db';
import { insertRoom, newCustomer } from './bookings-helpers';
import { signedIn, type Account } from './admin-helpers';
import { startTestServer, type TestServer } from './helpers';

// Issue 34 §5: a notification says what it is about, so tapping it can open that booking, order or complaint.

type Listed = { notifications: { title: string; subject: NotificationSubject | null }[] };

let server: TestServer;
let admin: Account;
let staff: Account;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 'admin');
  staff = await signedIn(server, 'staff');
});
afterAll(() => server.close());

const inbox = async (token: string) =>
  (await server.api<Listed>('GET', '/api/notifications/my-notifications', { token })).body.notifications;
const subjectOf = async (token: string, title: string) => (await inbox(token)).find((n) => n.title === title)?.subject;

describe('what a notification is about', () => {
  it('a booking: the guest’s notice and the staff notice both name it', async () => {
    const guest = await newCustomer(server);
    const room = insertRoom(server.deps);
    const today = hotelToday(server.deps.now(), server.deps.env.HOTEL_TIMEZONE);
    const booking = await server.api<{ _id: string }>('POST', '/api/bookings', {
      token: guest.token,
      body: { roomId: room.id, checkIn: addDays(today, 4), checkOut: addDays(today, 6), guests: 1 },
    });
    expect(booking.status).toBe(201);
    const about = { type: 'booking', id: booking.body._id };
    expect(await subjectOf(guest.token, 'Booking request received')).toEqual(about);
    expect(await subjectOf(staff.token, 'New booking')).toEqual(about);

    const confirmed = await server.api('PUT', `/api/staff/bookings/${booking.body._id}/status`, {
      token: staff.token,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    expect(await subjectOf(guest.token, 'Booking confirmed')).toEqual(about);
  });

  it('a food order: the staff notice names it', async () => {
    const guest = await newCustomer(server);
    const at = server.deps.now().toISOString();
    const dish = server.deps.db
      .insert(foodItems)
      .values({
        name: 'Lentil soup',
        description: 'Warm and thick.',
        priceCents: 900,
        category: 'lunch',
        preparationTime: 10,
        ingredients: ['lentils'],
        isAvailable: true,
        createdAt: at,
        updatedAt: at,
      })
      .returning()
      .get();
    const order = await server.api<{ _id: string }>('POST', '/api/food/orders', {
      token: guest.token,
      body: { items: [{ foodId: dish.id, quantity: 1 }], deliveryLocation: 'Room 104' },
    });
    expect(order.status).toBe(201);
    expect(await subjectOf(staff.token, 'New food order')).toEqual({ type: 'order', id: order.body._id });
  });

  it('a complaint: staff and admins are told of it, and the guest of its answer', async () => {
    const guest = await newCustomer(server);
    const complaint = await server.api<{ _id: string }>('POST', '/api/complaints', {
      token: guest.token,
      body: { title: 'Noisy corridor', description: 'Doors banging all night.' },
    });
    expect(complaint.status).toBe(201);
    const about = { type: 'complaint', id: complaint.body._id };
    expect(await subjectOf(staff.token, 'New complaint')).toEqual(about);
    expect(await subjectOf(admin.token, 'New complaint')).toEqual(about);
    const answered = await server.api('PUT', `/api/staff/complaints/${complaint.body._id}/respond`, {
      token: staff.token,
      body: { response: 'We will ask the guests to close doors gently.' },
    });
    expect(answered.status).toBe(200);
    expect(await subjectOf(guest.token, 'Your complaint has been answered')).toEqual(about);
  });

  it('an announcement is about nothing', async () => {
    const guest = await newCustomer(server);
    const sent = await server.api('POST', '/api/admin/notifications', {
      token: admin.token,
      body: { recipient: guest.id, title: 'Pool open', message: 'The pool is open until 22:00.' },
    });
    expect(sent.status).toBe(201);
    expect(await subjectOf(guest.token, 'Pool open')).toBeNull();
  });
});
