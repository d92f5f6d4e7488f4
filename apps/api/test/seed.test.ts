import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AMENITIES,
  DEFAULT_HOTEL_INFO as DEFAULT_SETTINGS,
  BOOKING_STATUSES,
  COMPLAINT_STATUSES,
  FOOD_CATEGORIES,
  FOOD_ORDER_STATUSES,
  ROOM_STATUSES,
  ROOM_TYPES,
} from '@innkeep/api-contract';
import {
  bookingBeds,
  bookings,
  chatMessages,
  chats,
  complaints,
  foodItems,
  foodOrderItems,
  foodOrders,
  invoices,
  notifications,
  openDatabase,
  rateDays,
  roomBeds,
  roomReviews,
  rooms,
  settings,
  users,
  type OpenedDatabase,
} from '@innkeep/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/services/people';
import { ensurePublicChat } from '../src/services/messages';
import { insertDefaultSettings } from '../src/services/operations';
import type { DemoAccount } from '../src/demo-accounts';
import { seedDemoData } from '../src/seed/demo';

const DAY_MS = 24 * 60 * 60 * 1000;

const nightsOf = (b: { checkIn: string; checkOut: string }) => (Date.parse(b.checkOut) - Date.parse(b.checkIn)) / DAY_MS;
const distinctDays = (isos: string[]) => new Set(isos.map((iso) => iso.slice(0, 10))).size;

// Mid-day and just after midnight: the second catches dates that only line up at certain hours.
describe.each(['2026-03-15T13:30:00.000Z', '2026-03-15T00:05:00.000Z'])('seedDemoData at %s', (nowIso) => {
  const now = new Date(nowIso);
  const today = nowIso.slice(0, 10);
  const within = (iso: string, days: number) => Date.parse(iso) <= now.getTime() && Date.parse(iso) >= now.getTime() - days * DAY_MS;

  let dir: string;
  let opened: OpenedDatabase;
  let accounts: DemoAccount[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'innkeep-seed-'));
    opened = openDatabase(join(dir, 'seed.db'));
    accounts = await seedDemoData(opened.db, now);
  });

  afterAll(() => {
    opened.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const all = () => {
    const { db } = opened;
    return {
      users: db.select().from(users).all(),
      rooms: db.select().from(rooms).all(),
      reviews: db.select().from(roomReviews).all(),
      food: db.select().from(foodItems).all(),
      bookings: db.select().from(bookings).all(),
      orders: db.select().from(foodOrders).all(),
      orderItems: db.select().from(foodOrderItems).all(),
      beds: db.select().from(roomBeds).all(),
      bedAssignments: db.select().from(bookingBeds).all(),
      complaints: db.select().from(complaints).all(),
      notifications: db.select().from(notifications).all(),
    };
  };

  it('creates the four named accounts with the right roles, approval and passwords', async () => {
    const expected = [
      { email: 'admin@innkeep.test', password: 'Admin#2026', role: 'admin', isApproved: true, name: 'Ada Admin' },
      { email: 'staff@innkeep.test', password: 'Staff#2026', role: 'staff', isApproved: true, name: 'Sam Staff' },
      { email: 'pending@innkeep.test', password: 'Staff#2026', role: 'staff', isApproved: false, name: 'Pat Pending' },
      { email: 'guest@innkeep.test', password: 'Guest#2026', role: 'customer', isApproved: true, name: 'Grace Guest' },
    ] as const;
    const { users: rows } = all();
    for (const e of expected) {
      const user = rows.find((u) => u.email === e.email);
      expect(user, e.email).toMatchObject({ role: e.role, isApproved: e.isApproved, name: e.name });
      expect(await verifyPassword(user!.passwordHash, e.password)).toBe(true);
      expect(accounts).toContainEqual(expect.objectContaining({ email: e.email, password: e.password, role: e.role }));
    }
    expect(rows.every((u) => u.email === u.email.toLowerCase())).toBe(true);
  });

  it('adds more customers who joined on different days of the last 30', () => {
    const customers = all().users.filter((u) => u.role === 'customer');
    expect(customers.length).toBeGreaterThanOrEqual(6);
    expect(customers.every((u) => within(u.createdAt, 30) && u.phone && u.address)).toBe(true);
    expect(distinctDays(customers.map((u) => u.createdAt))).toBeGreaterThanOrEqual(5);
  });

  it('seeds rooms of every type and status with matching pictures and review-based ratings', () => {
    const { rooms: rows, reviews, users: people } = all();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(ROOM_TYPES));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ROOM_STATUSES));
    expect(rows.filter((r) => r.status === 'available').length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.images.length === 0)).toHaveLength(1);

    const customerJoined = new Map(people.filter((u) => u.role === 'customer').map((u) => [u.id, u.createdAt]));
    for (const room of rows) {
      expect(room.floor).toBeGreaterThanOrEqual(1);
      expect(room.floor).toBeLessThanOrEqual(4);
      expect(Number.isInteger(room.priceCents)).toBe(true);
      expect(room.amenities.every((a) => (AMENITIES as readonly string[]).includes(a))).toBe(true);
      if (room.images.length) {
        expect(room.images.length).toBeGreaterThanOrEqual(2);
        expect(room.images.length).toBeLessThanOrEqual(3);
        for (const image of room.images) expect(image).toMatch(new RegExp(`^/images/rooms/${room.type}-\\d\\.svg$`));
      }
      // The hostel's dormitories are sold by the bed, their capacity their beds.
      if (room.type === 'hostel') expect(room.saleMode).toBe('bed');
      if (room.saleMode === 'bed') expect(room.capacity).toBe(all().beds.filter((bed) => bed.roomId === room.id).length);

      const own = reviews.filter((r) => r.roomId === room.id);
      const average = own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10 : null;
      expect(room.rating).toBe(average);
      for (const review of own) {
        expect(review.rating).toBeGreaterThanOrEqual(3);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.comment.length).toBeGreaterThan(10);
        expect(within(review.createdAt, 60)).toBe(true);
        expect(review.createdAt > customerJoined.get(review.userId!)!).toBe(true);
      }
    }
    expect(rows.filter((r) => reviews.some((v) => v.roomId === r.id)).length).toBeGreaterThan(rows.length / 2);
  });

  it('seeds a full menu with one unavailable item and one without a picture', () => {
    const { food } = all();
    expect(food.length).toBeGreaterThanOrEqual(20);
    expect(new Set(food.map((f) => f.category))).toEqual(new Set(FOOD_CATEGORIES));
    expect(food.filter((f) => f.isVegetarian).length).toBeGreaterThanOrEqual(3);
    expect(food.filter((f) => !f.isAvailable)).toHaveLength(1);
    expect(food.filter((f) => f.image === null)).toHaveLength(1);
    expect(food.some((f) => f.ingredients.length > 3)).toBe(true);
    expect(food.every((f) => f.preparationTime >= 1 && Number.isInteger(f.priceCents))).toBe(true);
  });

  it('never double-books a room and prices every booking at nights × rate', () => {
    const { bookings: rows, rooms: roomRows } = all();
    const roomById = new Map(roomRows.map((r) => [r.id, r]));
    expect(new Set(rows.map((b) => b.status))).toEqual(new Set(BOOKING_STATUSES));

    for (const b of rows) {
      const room = roomById.get(b.roomId)!;
      expect(nightsOf(b)).toBeGreaterThan(0);
      expect(b.totalCents).toBe(nightsOf(b) * room.priceCents * (b.beds ?? 1));
      expect(b.beds).toBe(room.saleMode === 'bed' ? b.guests : null);
      expect(b.guests).toBeLessThanOrEqual(room.capacity);
      expect(within(b.createdAt, 30)).toBe(true);
      expect(b.createdAt.slice(0, 10) < b.checkIn).toBe(true);
      expect(b.updatedAt >= b.createdAt && Date.parse(b.updatedAt) <= now.getTime()).toBe(true);
      if (b.status === 'checked-out') expect(b.paymentStatus).toBe('paid');
      if (b.status === 'pending' || b.status === 'confirmed') expect(b.checkIn >= today).toBe(true);
    }

    // Cancelled bookings and no-shows hold no nights; a dormitory's stays share it, each on its own beds.
    const active = rows.filter((b) => b.status !== 'cancelled' && b.status !== 'no-show');
    const bedsOf = (id: string) =>
      new Set(
        all()
          .bedAssignments.filter((a) => a.bookingId === id)
          .map((a) => a.bedId),
      );
    for (const [i, a] of active.entries()) {
      if (a.beds !== null) expect(bedsOf(a.id).size).toBe(a.beds);
      for (const b of active.slice(i + 1)) {
        if (a.roomId !== b.roomId) continue;
        const overlap = a.checkIn < b.checkOut && b.checkIn < a.checkOut;
        const shared = [...bedsOf(a.id)].some((bed) => bedsOf(b.id).has(bed));
        const clash = a.beds === null || b.beds === null ? overlap : overlap && shared;
        expect(clash, `${a.checkIn}–${a.checkOut} and ${b.checkIn}–${b.checkOut}`).toBe(false);
      }
    }
    expect(active.filter((b) => b.beds !== null).length).toBeGreaterThanOrEqual(3);

    // Occupied rooms have a guest in house; the stays span the last and next 30 days.
    const inHouse = rows.filter((b) => b.status === 'checked-in');
    for (const b of inHouse) expect(b.checkIn <= today && today < b.checkOut).toBe(true);
    for (const room of roomRows.filter((r) => r.status === 'occupied')) {
      expect(inHouse.some((b) => b.roomId === room.id)).toBe(true);
    }
    expect(rows.some((b) => b.status === 'confirmed' && b.checkIn === today)).toBe(true);
    const offsets = rows.map((b) => (Date.parse(b.checkIn) - Date.parse(today)) / DAY_MS);
    expect(Math.min(...offsets)).toBeLessThanOrEqual(-20);
    expect(Math.max(...offsets)).toBeGreaterThanOrEqual(20);
    expect(offsets.every((d) => d >= -30 && d <= 30)).toBe(true);
  });

  it('totals every food order from its items, copied from the menu', () => {
    const { orders, orderItems, food } = all();
    const foodById = new Map(food.map((f) => [f.id, f]));
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(FOOD_ORDER_STATUSES));
    for (const order of orders) {
      const items = orderItems.filter((i) => i.orderId === order.id);
      expect(items.length).toBeGreaterThan(0);
      expect(order.totalCents).toBe(items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0));
      for (const item of items) {
        const menu = foodById.get(item.foodId!)!;
        expect(item).toMatchObject({ name: menu.name, priceCents: menu.priceCents });
      }
      expect(within(order.createdAt, 30)).toBe(true);
      expect(order.paidAt === null).toBe(order.paymentStatus === 'pending');
      if (order.status === 'delivered') expect(order.paymentStatus).toBe('paid');
      // The kitchen starts only what will be paid: no unpaid order is already on the stove or further.
      if (order.status !== 'pending' && order.status !== 'cancelled')
        expect([order.status, order.paymentStatus]).toEqual([order.status, 'paid']);
    }
    expect(distinctDays(orders.map((o) => o.createdAt))).toBeGreaterThanOrEqual(8);
  });

  it('invoices the stays already had in check-out order, dated when they left', () => {
    const stays = opened.db
      .select()
      .from(bookings)
      .all()
      .filter((b) => b.status === 'checked-out');
    const issued = opened.db.select().from(invoices).all();
    const byBooking = new Map(issued.map((i) => [i.bookingId, i]));
    expect(stays.every((b) => byBooking.get(b.id)?.issuedAt === b.updatedAt)).toBe(true);
    const inNumberOrder = [...issued].sort((a, b) => a.number - b.number);
    expect(inNumberOrder.map((i) => i.number)).toEqual(issued.map((_, n) => n + 1));
    const issuedAts = inNumberOrder.map((i) => i.issuedAt);
    expect(issuedAts).toEqual([...issuedAts].sort());
  });

  it('files complaints in every status, with a staff response on resolved ones', () => {
    const { complaints: rows, users: people } = all();
    const roleOf = new Map(people.map((u) => [u.id, u.role]));
    expect(new Set(rows.map((c) => c.status))).toEqual(new Set(COMPLAINT_STATUSES));
    expect(new Set(rows.map((c) => c.priority)).size).toBe(3);
    expect(rows.every((c) => roleOf.get(c.customerId) === 'customer')).toBe(true);
    for (const c of rows.filter((x) => x.status === 'resolved')) {
      expect(c.response).toBeTruthy();
      expect(c.respondedAt! >= c.createdAt).toBe(true);
      expect(['staff', 'admin']).toContain(roleOf.get(c.respondedBy!));
    }
  });

  it('gives the guest, staff and admin notifications to read', () => {
    const { notifications: rows, users: people } = all();
    const idOf = (email: string) => people.find((u) => u.email === email)!.id;
    const guest = rows.filter((n) => n.recipientId === idOf('guest@innkeep.test'));
    expect(new Set(guest.map((n) => n.read))).toEqual(new Set([true, false]));
    for (const type of ['booking', 'order', 'system', 'alert']) expect(guest.some((n) => n.type === type)).toBe(true);
    expect(guest.some((n) => n.priority === 'high' && !n.read)).toBe(true);
    expect(rows.some((n) => n.recipientId === idOf('staff@innkeep.test'))).toBe(true);
    expect(rows.some((n) => n.recipientId === idOf('admin@innkeep.test'))).toBe(true);
    expect(rows.every((n) => within(n.createdAt, 5))).toBe(true);
  });

  it('opens the public chat with recent messages after its last clear, and stores the settings', () => {
    const { db } = opened;
    const chat = db.select().from(chats).all();
    expect(chat).toHaveLength(1);
    const messages = db.select().from(chatMessages).all();
    expect(messages.filter((m) => m.messageType === 'system' && m.senderId === null)).toHaveLength(1);
    expect(messages.filter((m) => m.messageType === 'normal').length).toBeGreaterThanOrEqual(6);
    for (const m of messages) {
      expect(within(m.createdAt, 1 / 24)).toBe(true);
      expect(m.createdAt > chat[0]!.lastCleared).toBe(true);
    }

    const stored = Object.fromEntries(
      db
        .select()
        .from(settings)
        .all()
        .map((s) => [s.key, s.value]),
    );
    // The demo prices with taxes: 10% VAT inside room and food prices, a $2 city tax for up to 7 nights.
    expect(stored).toEqual({ ...DEFAULT_SETTINGS, taxRatePercent: 10, foodTaxRatePercent: 10, cityTaxPerNight: 2, cityTaxMaxNights: 7 });
  });

  it('fills a year of rates: weekends and high season above the base price, a minimum stay over New Year', () => {
    const { db } = opened;
    const room = db.select().from(rooms).where(eq(rooms.roomNumber, '101')).get()!;
    const rates = new Map(
      db
        .select()
        .from(rateDays)
        .where(eq(rateDays.roomId, room.id))
        .all()
        .map((r) => [r.date, r]),
    );
    // 2026-03-20 is a Friday, 2026-03-18 a Wednesday; 31 December in high season with its minimum stay.
    expect(rates.get('2026-03-20')).toMatchObject({ priceCents: Math.round((room.priceCents * 1.2) / 100) * 100, minStay: null });
    expect(rates.has('2026-03-18')).toBe(false);
    expect(rates.get('2026-12-31')).toMatchObject({ priceCents: Math.round((room.priceCents * 1.4) / 100) * 100, minStay: 3 });
    expect(rates.get('2026-12-29')?.minStay).toBeNull();
  });

  it('leaves existing settings and the public chat alone when run again', () => {
    const { db } = opened;
    const chatId = db.select().from(chats).get()!.id;
    db.transaction((tx) => {
      insertDefaultSettings(tx);
      expect(ensurePublicChat(tx, new Date())).toBe(chatId);
    });
    expect(db.select().from(chats).all()).toHaveLength(1);
    expect(db.select().from(settings).all()).toHaveLength(Object.keys(DEFAULT_SETTINGS).length);
  });
});
