import type { BookingStatus, FoodOrderStatus, PaymentStatus, Role, RoomStatus, RoomType } from '@innkeep/api-contract';
import { bookings, foodOrderItems, foodOrders, payments, rooms, users } from '@innkeep/db';
import type { AppDeps } from '../src/deps';
import { rowsForStatus } from '../src/services/money';
import { insertUser, tokenFor, type TestServer } from './helpers';

/** A clock the tests move by hand, so timestamps, "today" and periods are exact. */
export function manualClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (iso: string) => {
      current = new Date(iso);
    },
    /** Moves it on, past a back-off, a link's life or an hour, instead of waiting. */
    later: (minutes: number) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/**
 * Fixed dates fall in next year: session tokens expire by the real clock, so a fake clock must not
 * lag behind it. Sessions last 90 days so the tests can move the clock around freely.
 */
export const YEAR = new Date().getUTCFullYear() + 1;
export const LONG_SESSIONS = { SESSION_TTL_HOURS: String(24 * 90) };

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A user of the role, signed in through the API. */
export async function signedIn(server: TestServer, role: Role, isApproved = true): Promise<Account> {
  const user = await insertUser(server.deps, role, isApproved);
  return { ...user, token: await tokenFor(server, user) };
}

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** A user row without a usable password: for datasets, where nobody signs in. */
export function insertPerson(
  deps: AppDeps,
  values: { role?: Role; name?: string; email?: string; createdAt?: string; isApproved?: boolean } = {},
) {
  const n = next();
  const at = values.createdAt ?? deps.now().toISOString();
  return deps.db
    .insert(users)
    .values({
      name: values.name ?? `Person ${n}`,
      email: values.email ?? `person${n}-${process.pid}@example.test`,
      phone: '+1 555 0100',
      role: values.role ?? 'customer',
      isApproved: values.isApproved ?? true,
      passwordHash: 'not-a-hash',
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .get();
}

export function insertRoom(
  deps: AppDeps,
  values: Partial<{
    name: string;
    type: RoomType;
    priceCents: number;
    status: RoomStatus;
    roomNumber: string;
    description: string;
    capacity: number;
    baseOccupancy: number;
    extraPersonCents: number;
  }> = {},
) {
  const n = next();
  const at = deps.now().toISOString();
  return deps.db
    .insert(rooms)
    .values({
      name: `Room ${n}`,
      description: 'A room made by a test.',
      type: 'double',
      priceCents: 10_000,
      capacity: 2,
      floor: 1,
      roomNumber: `R${n}`,
      status: 'available',
      images: [],
      amenities: ['wifi'],
      createdAt: at,
      updatedAt: at,
      ...values,
    })
    .returning()
    .get();
}

export function insertBooking(
  deps: AppDeps,
  values: {
    customerId: string;
    roomId: string;
    checkIn: string;
    checkOut: string;
    totalCents: number;
    status?: BookingStatus;
    paymentStatus?: PaymentStatus;
    createdAt?: string;
  },
) {
  const at = values.createdAt ?? deps.now().toISOString();
  const booking = deps.db
    .insert(bookings)
    .values({ guests: 1, status: 'confirmed', paymentStatus: 'pending', ...values, createdAt: at, updatedAt: at })
    .returning()
    .get();
  insertLedger(
    deps,
    rowsForStatus(
      { bookingId: booking.id },
      booking.paymentStatus,
      booking.totalCents,
      { paidAt: at, refundedAt: aMinuteLater(at) },
      'card',
    ),
  );
  return booking;
}

/** A refunded item was paid first: its refund is dated a minute after the payment. */
const aMinuteLater = (iso: string) => new Date(Date.parse(iso) + 60_000).toISOString();

/** The ledger rows behind a hand-set payment status, as the migration backfills them. */
function insertLedger(deps: AppDeps, rows: ReturnType<typeof rowsForStatus>) {
  if (rows.length > 0) deps.db.insert(payments).values(rows).run();
}

export function insertFoodOrder(
  deps: AppDeps,
  values: {
    customerId: string;
    items?: { name: string; priceCents: number; quantity: number; foodId?: string | null }[];
    deliveryLocation?: string;
    status?: FoodOrderStatus;
    paymentStatus?: PaymentStatus;
    createdAt?: string;
  },
) {
  const at = values.createdAt ?? deps.now().toISOString();
  const items = values.items ?? [{ name: 'Pancakes', priceCents: 1_250, quantity: 1 }];
  const order = deps.db
    .insert(foodOrders)
    .values({
      customerId: values.customerId,
      deliveryLocation: values.deliveryLocation ?? 'Room 101',
      totalCents: items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0),
      status: values.status ?? 'pending',
      paymentStatus: values.paymentStatus ?? 'pending',
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .get();
  deps.db
    .insert(foodOrderItems)
    .values(items.map((item) => ({ ...item, orderId: order.id })))
    .run();
  insertLedger(
    deps,
    rowsForStatus({ foodOrderId: order.id }, order.paymentStatus, order.totalCents, { paidAt: at, refundedAt: aMinuteLater(at) }, 'qr'),
  );
  return order;
}

/** Rows of a table (a fixed name from the test) matching a condition with `?` parameters. */
export function countRows(server: TestServer, table: string, where = '1 = 1', ...params: unknown[]): number {
  return (server.deps.db.$client.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
}
