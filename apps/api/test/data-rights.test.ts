import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DATA_RIGHTS_MSG, hotelToday } from '@innkeep/api-contract';
import { auditLog, foodItems, settings } from '@innkeep/db';
import { and, eq } from 'drizzle-orm';
import { insertRoom } from './bookings-helpers';
import { insertUser, newGuest, startTestServer, tokenFor, type TestServer } from './helpers';
import { DAILY_SUMMARY_HOUR_KEY, DAILY_SUMMARY_KEY, queueDailySummary } from '../src/services/operations';

let server: TestServer;
let admin: string;
let staff: string;
let chatId: string;
let dishId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, await insertUser(server.deps, 'admin'));
  staff = await tokenFor(server, await insertUser(server.deps, 'staff'));
  chatId = (await server.api<{ chatId: string }>('GET', '/api/chat/public-chat', { token: admin })).body.chatId;
  const at = server.deps.now().toISOString();
  dishId = server.deps.db
    .insert(foodItems)
    .values({
      name: 'Toast',
      description: 'Two slices.',
      priceCents: 450,
      category: 'breakfast',
      preparationTime: 5,
      ingredients: ['bread'],
      isAvailable: true,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .get().id;
});
afterAll(() => server.close());

/** A guest with a stay (paid, with online check-in), a food order, a complaint and a chat message, all through the API. */
async function busyGuest(name: string) {
  const details = newGuest({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@example.test` });
  const reg = await server.api<{ token: string; user: { _id: string } }>('POST', '/api/auth/register', { body: details });
  expect(reg.status).toBe(201);
  const token = reg.body.token;
  const room = insertRoom(server.deps);
  const today = hotelToday(server.deps.now(), server.deps.env.HOTEL_TIMEZONE);
  const booking = await server.api<{ _id: string }>('POST', '/api/bookings', {
    token,
    body: {
      roomId: room.id,
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 5),
      guests: 1,
      specialRequests: `Quiet room for ${name}`,
    },
  });
  expect(booking.status).toBe(201);
  const id = booking.body._id;
  expect(
    (
      await server.api('POST', `/api/bookings/${id}/payments`, {
        token: staff,
        body: { method: 'cash', amount: 50, note: `paid by ${name}` },
      })
    ).status,
  ).toBe(201);
  const registration = await server.api('PUT', `/api/bookings/${id}/registration`, {
    token,
    body: {
      guests: [
        { fullName: name, nationality: 'Portuguese', dateOfBirth: '1988-04-12', documentType: 'passport', documentNumber: `DOC-${name}` },
      ],
      arrivalTime: '16:30',
      note: `${name} arrives late`,
    },
  });
  expect(registration.status).toBe(200);
  const order = await server.api<{ _id: string }>('POST', '/api/food/orders', {
    token,
    body: { items: [{ foodId: dishId, quantity: 2 }], deliveryLocation: `Table of ${name}` },
  });
  expect(order.status).toBe(201);
  const complaint = await server.api('POST', '/api/complaints', {
    token,
    body: { title: `${name} complains`, description: `I am ${details.email}` },
  });
  expect(complaint.status).toBe(201);
  const chat = await server.api('POST', `/api/chat/${chatId}/messages`, { token, body: { content: `Hello, ${name} here` } });
  expect(chat.status).toBe(201);
  return { id: reg.body.user._id, token, email: details.email, password: details.password, name, bookingId: id, orderId: order.body._id };
}

type Export = {
  account: { _id: string; email: string };
  bookings: { _id?: string; id: string; customerId: string; paymentToken?: unknown }[];
  payments: { customerId: string }[];
  foodOrders: { id: string; customerId: string; items: { quantity: number }[]; paymentToken?: unknown }[];
  complaints: { customerId: string }[];
  chatMessages: { senderId: string }[];
  registrations: { bookingId: string }[];
  notifications: { recipientId: string }[];
  twoFactor: { enabled: boolean };
};

/** Every text column of every table (full-text index shadows aside) whose value contains `needle`. */
function placesHolding(needle: string): string[] {
  const sqlite = server.deps.db.$client;
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' AND name NOT LIKE '\\_%' ESCAPE '\\'",
    )
    .all() as { name: string }[];
  const found: string[] = [];
  for (const { name } of tables) {
    const columns = sqlite.prepare(`SELECT name, type FROM pragma_table_xinfo(?)`).all(name) as { name: string; type: string }[];
    for (const column of columns) {
      if (!/text|^$/i.test(column.type)) continue;
      const hit = sqlite
        .prepare(`SELECT 1 FROM "${name}" WHERE instr(lower(CAST("${column.name}" AS TEXT)), lower(?)) > 0 LIMIT 1`)
        .get(needle);
      if (hit) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

describe('guests’ data rights', () => {
  it('a guest downloads everything held about them, and nobody else’s rows', async () => {
    const guest = await busyGuest('Mirela Vantongeren');
    const other = await busyGuest('Osvaldo Quintanilha');
    const res = await server.api<Export>('GET', '/api/customer/export', { token: guest.token });
    expect(res.status).toBe(200);
    const data = res.body;
    expect(data.account.email).toBe(guest.email);
    expect(data.bookings.map((b) => b.id)).toEqual([guest.bookingId]);
    expect(data.bookings[0]).not.toHaveProperty('paymentToken');
    expect(data.payments).toHaveLength(1);
    expect(data.foodOrders.map((o) => o.id)).toEqual([guest.orderId]);
    expect(data.foodOrders[0]?.items.map((i) => i.quantity)).toEqual([2]);
    expect(data.foodOrders[0]).not.toHaveProperty('paymentToken');
    expect(data.complaints).toHaveLength(1);
    expect(data.chatMessages).toHaveLength(1);
    expect(data.registrations.map((r) => r.bookingId)).toEqual([guest.bookingId]);
    expect(data.twoFactor).toEqual({ enabled: false });
    for (const row of [...data.bookings, ...data.payments, ...data.complaints, ...data.foodOrders]) expect(row.customerId).toBe(guest.id);
    for (const row of data.notifications) expect(row.recipientId).toBe(guest.id);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.orderId);
    expect(text).not.toContain(other.bookingId);
    expect(text).not.toContain(other.name);
    expect(text).not.toMatch(/\$argon2/);
    // Staff and admins have no guest export.
    expect((await server.api('GET', '/api/customer/export', { token: staff })).status).toBe(403);
  });

  it('a guest asks to be deleted: admins are told and the Users screen marks them', async () => {
    const guest = await busyGuest('Teodora Ilinca');
    const res = await server.api('POST', '/api/customer/delete-request', { token: guest.token });
    expect(res).toMatchObject({ status: 200, body: { message: DATA_RIGHTS_MSG.requestSent } });
    const list = await server.api<{ users: { _id: string; deletionRequestedAt: string | null }[] }>(
      'GET',
      `/api/admin/users?search=Teodora`,
      {
        token: admin,
      },
    );
    expect(list.body.users.find((u) => u._id === guest.id)?.deletionRequestedAt).toEqual(expect.any(String));
    const inbox = await server.api<{ notifications: { title: string }[] }>('GET', '/api/notifications/my-notifications', { token: admin });
    expect(inbox.body.notifications.map((n) => n.title)).toContain(DATA_RIGHTS_MSG.requestTitle);
  });

  it('an admin erases a guest: revenue unchanged, no personal field left, no sign-in, sessions ended', async () => {
    const guest = await busyGuest('Gwendolyn Achterberg');
    const figures = async () => ({
      stats: (await server.api<{ stats: unknown }>('GET', '/api/admin/dashboard', { token: admin })).body.stats,
      totals: (await server.api<{ totals: unknown }>('GET', '/api/admin/payment-history', { token: admin })).body.totals,
      revenue: (await server.api<{ revenue: unknown }>('GET', '/api/admin/analytics?period=30', { token: admin })).body.revenue,
    });
    const before = await figures();
    expect(before.totals).toBeDefined();
    expect(placesHolding(guest.email).length).toBeGreaterThan(0);
    // A new address asked for (and mailed a link), and an admins' summary naming the guest's complaint.
    const asked = `asked-${Date.now()}@example.test`;
    const profile = { name: guest.name, email: asked, phone: '+1 555 0100', currentPassword: guest.password };
    expect((await server.api('PUT', '/api/customer/profile', { token: guest.token, body: profile })).status).toBe(200);
    const updatedAt = server.deps.now().toISOString();
    server.deps.db
      .insert(settings)
      .values([
        { key: DAILY_SUMMARY_KEY, value: true, updatedAt },
        { key: DAILY_SUMMARY_HOUR_KEY, value: 0, updatedAt },
      ])
      .run();
    expect(queueDailySummary(server.deps)).toBeGreaterThan(0);
    expect(placesHolding(asked).length).toBeGreaterThan(0);

    const res = await server.api('POST', `/api/admin/users/${guest.id}/erase`, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: DATA_RIGHTS_MSG.erased } });

    expect(placesHolding(guest.email)).toEqual([]);
    expect(placesHolding(guest.name)).toEqual([]);
    expect(placesHolding(`DOC-${guest.name}`)).toEqual([]);
    expect(placesHolding(asked)).toEqual([]);
    expect(await figures()).toEqual(before);
    // Audited, by whom and of whom, without the personal data it removed.
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erase'), eq(auditLog.entityId, guest.id)))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe((await server.api<{ user: { _id: string } }>('GET', '/api/auth/me', { token: admin })).body.user._id);

    expect((await server.api('GET', '/api/auth/me', { token: guest.token })).status).toBe(401);
    expect((await server.api('POST', '/api/auth/login', { body: { email: guest.email, password: guest.password } })).status).toBe(401);
    const again = await server.api('POST', `/api/admin/users/${guest.id}/erase`, { token: admin });
    expect(again.status).toBe(409);
  });

  it('only admins erase, and only guests', async () => {
    const guest = await busyGuest('Radomir Kowalczyk');
    expect((await server.api('POST', `/api/admin/users/${guest.id}/erase`, { token: staff })).status).toBe(403);
    const staffRow = await insertUser(server.deps, 'staff');
    expect((await server.api('POST', `/api/admin/users/${staffRow.id}/erase`, { token: admin })).status).toBe(400);
    expect((await server.api('GET', '/api/auth/me', { token: guest.token })).status).toBe(200);
  });
});
