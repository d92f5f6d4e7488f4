// The benchmark's "large" database: the demo data plus five years of a busy hostel, built through the
// Drizzle schema with one prepared INSERT per table inside one transaction. Deterministic (a seeded
// generator, ids derived from it) for a given start day; cached under data/bench/ keyed by the
// generator version and the migration list, so reruns copy the file instead of rebuilding it.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUSES,
  DESK_METHODS,
  FOOD_ORDER_STATUSES,
  NOTIFICATION_TYPES,
  PRIORITIES,
  type BookingStatus,
  type FoodOrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@innkeep/api-contract';
import { bookingBeds, bookings, complaints, foodOrderItems, foodOrders, notifications, payments, users } from '@innkeep/db';
import { prepare } from '../src/bootstrap';
import { loadEnv } from '../src/env';
import { rowsForStatus, type Subject } from '../src/services/money';
import { hashPassword } from '../src/services/people';

/** Bump when the fills below (or the work after them) change, so cached files are rebuilt. */
const GENERATOR_VERSION = 6;

export const LARGE = {
  years: 5,
  users: 20_000,
  bookings: 100_000,
  foodOrders: 200_000,
  foodOrderItems: 500_000,
  complaints: 50_000,
  notifications: 200_000,
  /** The demo guest is a regular: their own screens get a long history too. */
  guestShare: { bookings: 300, foodOrders: 1_000, complaints: 200, notifications: 2_000 },
} as const;

/** Password of every generated account (one hash, computed once). */
export const BENCH_PASSWORD = 'Bench#2026';

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and ids.

/** mulberry32: small, fast and good enough for test data. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Picks by weights given in the same order as `items`. */
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      let r = next() * weights.reduce((a, b) => a + b, 0);
      for (let i = 0; i < items.length; i++) if ((r -= weights[i]!) < 0) return items[i]!;
      return items[items.length - 1]!;
    },
    hex: (chars: number) => {
      let out = '';
      while (out.length < chars)
        out += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, chars);
    },
  };
}
type Rng = ReturnType<typeof rng>;

/** Same shape as newId(): creation seconds then random hex, so ids sort by creation. */
function idAt(r: Rng, iso: string): string {
  return (
    Math.floor(Date.parse(iso) / 1000)
      .toString(16)
      .padStart(8, '0') + r.hex(16)
  );
}

// ---------------------------------------------------------------------------------------------
// Bulk insert through the schema: one prepared statement per table, values mapped by each column.

type Insert<T extends Table> = T['$inferInsert'];

/** Inserts rows of `table`; the statement is prepared once from the first row's keys (every row of a fill has the same). */
function inserter<T extends Table>(sqlite: Database.Database, table: T) {
  const columns: Record<string, Column> = getTableColumns(table);
  let prepared: { stmt: Database.Statement; keys: string[]; cols: Column[]; values: unknown[] } | undefined;
  let count = 0;
  return {
    insert(row: Insert<T>) {
      if (!prepared) {
        const keys = Object.keys(row);
        const cols = keys.map((key) => columns[key]!);
        const names = cols.map((c) => `"${c.name}"`).join(', ');
        const stmt = sqlite.prepare(`INSERT INTO "${getTableName(table)}" (${names}) VALUES (${cols.map(() => '?').join(', ')})`);
        prepared = { stmt, keys, cols, values: new Array<unknown>(keys.length) };
      }
      const { stmt, keys, cols, values } = prepared;
      for (let i = 0; i < cols.length; i++) {
        const value = (row as Record<string, unknown>)[keys[i]!];
        values[i] = value === null || value === undefined ? null : cols[i]!.mapToDriverValue(value);
      }
      stmt.run(values);
      count += 1;
    },
    get count() {
      return count;
    },
  };
}

interface FillContext {
  sqlite: Database.Database;
  r: Rng;
  now: Date;
  /** First day of the generated history. */
  start: number;
  passwordHash: string;
  guestId: string;
  adminId: string;
  customerIds: string[];
  staffIds: string[];
  roomRows: { id: string; priceCents: number; capacity: number; roomNumber: string; saleMode: 'room' | 'bed' }[];
  menu: { id: string; name: string; priceCents: number }[];
}

/** A timestamp somewhere in the history, skewed towards recent years (the hostel grew). */
function pastIso(c: FillContext): string {
  const span = c.now.getTime() - c.start - DAY_MS;
  return new Date(c.start + Math.sqrt(c.r.next()) * span).toISOString();
}
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The customer of a generated row: the demo guest for their share of the first rows, then anyone. */
const customerFor = (c: FillContext, i: number, guestShare: number) => (i < guestShare ? c.guestId : c.r.pick(c.customerIds));

// ---------------------------------------------------------------------------------------------
// One fill per table. Each appends to what the demo seed wrote.

function fillUsers(c: FillContext): void {
  const ins = inserter(c.sqlite, users);
  for (let i = 0; i < LARGE.users; i++) {
    const createdAt = pastIso(c);
    // One staff member in 200; a few await approval.
    const role = i % 200 === 7 ? 'staff' : 'customer';
    const id = idAt(c.r, createdAt);
    ins.insert({
      id,
      name: `Bench Guest ${i}`,
      email: `bench${i}@example.com`,
      phone: `+1 555 ${String(i).padStart(7, '0')}`,
      address: `${i} Harbour Road`,
      role,
      isApproved: role === 'customer' || i % 3 !== 0,
      passwordHash: c.passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
    (role === 'staff' ? c.staffIds : c.customerIds).push(id);
  }
}

function fillBookings(c: FillContext): void {
  const ins = inserter(c.sqlite, bookings);
  const today = c.now.getTime();
  // Dormitories sell beds: fillDormStays.
  const wholeRooms = c.roomRows.filter((room) => room.saleMode === 'room');
  for (let i = 0; i < LARGE.bookings; i++) {
    const room = c.r.pick(wholeRooms);
    const createdAt = pastIso(c);
    const checkInMs = Date.parse(createdAt) + c.r.int(0, 60) * DAY_MS;
    const nights = c.r.int(1, 6);
    const checkOutMs = checkInMs + nights * DAY_MS;
    // History is settled; only stays ending after today may still block nights, and those are rare.
    const past = checkOutMs < today;
    const status: BookingStatus = past ? c.r.weighted(['checked-out', 'cancelled'], [85, 15]) : 'cancelled';
    const paymentStatus: PaymentStatus = status === 'cancelled' ? c.r.weighted(['pending', 'refunded'], [1, 1]) : 'paid';
    // Last changed on the check-out morning, or a few hours after booking when cancelled (never after now).
    const changedMs =
      status === 'checked-out'
        ? Date.parse(`${dateOf(checkOutMs)}T07:00:00.000Z`) + c.r.int(0, 240) * 60_000
        : Date.parse(createdAt) + c.r.int(1, 20) * 3_600_000;
    ins.insert({
      id: idAt(c.r, createdAt),
      customerId: customerFor(c, i, LARGE.guestShare.bookings),
      roomId: room.id,
      checkIn: dateOf(checkInMs),
      checkOut: dateOf(checkOutMs),
      guests: c.r.int(1, room.capacity),
      specialRequests: i % 7 === 0 ? 'Late arrival, around 23:00' : '',
      totalCents: room.priceCents * nights,
      status,
      paymentStatus,
      createdAt,
      updatedAt: new Date(Math.min(changedMs, today - 60_000)).toISOString(),
    });
  }
}

function fillFoodOrders(c: FillContext): void {
  const orders = inserter(c.sqlite, foodOrders);
  const items = inserter(c.sqlite, foodOrderItems);
  // 2.5 items per order on average: 500k items over 200k orders.
  const perOrder = [1, 2, 3, 4] as const;
  for (let i = 0; i < LARGE.foodOrders; i++) {
    const createdAt = pastIso(c);
    const orderId = idAt(c.r, createdAt);
    const itemCount = items.count < LARGE.foodOrderItems ? c.r.weighted(perOrder, [20, 30, 30, 20]) : 1;
    let total = 0;
    const lines = [];
    for (let k = 0; k < itemCount; k++) {
      const food = c.r.pick(c.menu);
      const quantity = c.r.int(1, 3);
      total += food.priceCents * quantity;
      lines.push({ food, quantity });
    }
    const status: FoodOrderStatus = c.r.weighted(FOOD_ORDER_STATUSES, [0, 0, 0, 92, 8]);
    // Delivered orders were paid by QR; half the cancelled ones had been paid and were refunded.
    const paymentStatus: PaymentStatus = status === 'delivered' ? 'paid' : c.r.weighted(['pending', 'refunded'], [1, 1]);
    const paid = paymentStatus !== 'pending';
    orders.insert({
      id: orderId,
      customerId: customerFor(c, i, LARGE.guestShare.foodOrders),
      deliveryLocation: `Room ${c.r.pick(c.roomRows).roomNumber}`,
      specialInstructions: i % 9 === 0 ? 'No onions, please' : '',
      totalCents: total,
      status,
      paymentStatus,
      paidAt: paid ? new Date(Date.parse(createdAt) + 20 * 60_000).toISOString() : null,
      createdAt,
      // A refunded order changed last when it was cancelled and the money went back.
      updatedAt: paymentStatus === 'refunded' ? new Date(Date.parse(createdAt) + 45 * 60_000).toISOString() : createdAt,
    });
    for (const line of lines) {
      items.insert({
        id: idAt(c.r, createdAt),
        orderId,
        foodId: line.food.id,
        name: line.food.name,
        priceCents: line.food.priceCents,
        quantity: line.quantity,
      });
    }
  }
}

function fillComplaints(c: FillContext): void {
  const ins = inserter(c.sqlite, complaints);
  const topics = ['Noisy neighbours', 'Shower too cold', 'Wi-Fi drops at night', 'Late breakfast', 'Wrong bill', 'Broken locker'];
  for (let i = 0; i < LARGE.complaints; i++) {
    const createdAt = pastIso(c);
    const status = c.r.weighted(COMPLAINT_STATUSES, [3, 2, 70, 25]);
    const answered = status !== 'pending';
    const topic = c.r.pick(topics);
    ins.insert({
      id: idAt(c.r, createdAt),
      customerId: customerFor(c, i, LARGE.guestShare.complaints),
      title: `${topic} #${i}`,
      description: `${topic}: reported on the ${createdAt.slice(0, 10)} by a guest of the hostel, please look into it.`,
      category: c.r.pick(COMPLAINT_CATEGORIES),
      priority: c.r.pick(PRIORITIES),
      status,
      response: answered ? 'Thank you, we have looked into it.' : null,
      respondedAt: answered ? createdAt : null,
      respondedBy: answered ? c.adminId : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

function fillNotifications(c: FillContext): void {
  const ins = inserter(c.sqlite, notifications);
  for (let i = 0; i < LARGE.notifications; i++) {
    const createdAt = pastIso(c);
    const type = c.r.pick(NOTIFICATION_TYPES);
    ins.insert({
      id: idAt(c.r, createdAt),
      recipientId: customerFor(c, i, LARGE.guestShare.notifications),
      senderId: type === 'info' ? c.adminId : null,
      type,
      priority: c.r.pick(PRIORITIES),
      title: `Update ${i}`,
      message: `Your ${type} update from ${createdAt.slice(0, 10)}.`,
      read: Date.parse(createdAt) < c.now.getTime() - 7 * DAY_MS,
      createdAt,
    });
  }
}

/**
 * The ledger behind the generated payment statuses, dated as the demo seed dates it (`rowsForStatus`,
 * the rows the app's own payments and refunds make): a stay paid at the desk when it checked out
 * (its last change), a cancelled one paid when booked and refunded when cancelled; an order paid by
 * QR (`paidAt`) and refunded when cancelled. The demo seed's own items already have their rows.
 */
function fillPayments(c: FillContext): void {
  const ins = inserter(c.sqlite, payments);
  // Everything the ledger needs, read before writing (the connection cannot write while a read is open).
  const unrecorded = (table: string, subject: string, paidAt: string) =>
    c.sqlite
      .prepare(
        `SELECT id, total_cents AS totalCents, payment_status AS status, ${paidAt} AS paidAt, updated_at AS refundedAt FROM "${table}" t
         WHERE payment_status IN ('paid', 'refunded') AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.${subject} = t.id) ORDER BY rowid`,
      )
      .all() as { id: string; totalCents: number; status: PaymentStatus; paidAt: string; refundedAt: string }[];
  // Both subject keys on every row: the one prepared INSERT serves stays and orders.
  const write = (subject: Subject, row: ReturnType<typeof unrecorded>[number], method: PaymentMethod) => {
    for (const money of rowsForStatus(subject, row.status, row.totalCents, row, method))
      ins.insert({ bookingId: null, foodOrderId: null, ...money, id: idAt(c.r, money.at) });
  };
  for (const stay of unrecorded('bookings', 'booking_id', `CASE status WHEN 'checked-out' THEN updated_at ELSE created_at END`)) {
    write({ bookingId: stay.id }, stay, c.r.pick(DESK_METHODS));
  }
  for (const order of unrecorded('food_orders', 'food_order_id', 'paid_at')) write({ foodOrderId: order.id }, order, 'qr');
}

/** In dependency order: each fill may use what earlier ones created. */
/** A year of rate cells for every room from today, each night its own price (no restriction: the booking section books single nights). */
function fillRates(c: FillContext): void {
  const upsert = c.sqlite.prepare(
    'INSERT OR REPLACE INTO rate_days (room_id, date, price_cents, min_stay, max_stay, closed_to_arrival, closed_to_departure) VALUES (?, ?, ?, NULL, NULL, 0, 0)',
  );
  for (const room of c.roomRows)
    for (let day = 0; day < 366; day++) {
      const date = new Date(c.now.getTime() + day * DAY_MS).toISOString().slice(0, 10);
      upsert.run(room.id, date, room.priceCents + c.r.int(-10, 40) * 100);
    }
}

/**
 * Five years of bed stays in the demo's dormitories, up to two months ahead: each stay takes 1–3 of
 * the beds free when it arrives (one guest each) for 1–6 nights, beds rest 0–2 nights between guests,
 * so a dormitory is nearly full every night. Stays over before today are checked out (1 in 10
 * cancelled), today's are in house, later ones confirmed; every stay sleeps on its beds.
 */
function fillDormStays(c: FillContext): void {
  const ins = inserter(c.sqlite, bookings);
  const assign = inserter(c.sqlite, bookingBeds);
  const today = dateOf(c.now.getTime());
  const end = c.now.getTime() + 60 * DAY_MS;
  const bedsOf = c.sqlite.prepare('SELECT id FROM room_beds WHERE room_id = ? AND out_of_order = 0 ORDER BY position').pluck();
  for (const dorm of c.roomRows.filter((room) => room.saleMode === 'bed')) {
    const beds = (bedsOf.all(dorm.id) as string[]).map((id) => ({ id, freeFrom: c.start }));
    for (let cursor = c.start; cursor < end;) {
      const free = beds.filter((bed) => bed.freeFrom <= cursor);
      if (free.length === 0) {
        cursor = Math.min(...beds.map((bed) => bed.freeFrom));
        continue;
      }
      const taken = free.slice(0, Math.min(free.length, c.r.weighted([1, 2, 3], [6, 3, 1])));
      const nights = c.r.int(1, 6);
      const checkIn = dateOf(cursor);
      const checkOut = dateOf(cursor + nights * DAY_MS);
      const status: BookingStatus =
        checkOut <= today ? c.r.weighted(['checked-out', 'cancelled'], [9, 1]) : checkIn <= today ? 'checked-in' : 'confirmed';
      const createdAt = new Date(Math.max(c.start, cursor - c.r.int(1, 30) * DAY_MS)).toISOString();
      const id = idAt(c.r, createdAt);
      ins.insert({
        id,
        customerId: c.r.pick(c.customerIds),
        roomId: dorm.id,
        checkIn,
        checkOut,
        guests: taken.length,
        beds: taken.length,
        totalCents: dorm.priceCents * nights * taken.length,
        status,
        paymentStatus: status === 'checked-out' ? 'paid' : 'pending',
        createdAt,
        updatedAt: createdAt,
      });
      for (const bed of taken) {
        assign.insert({ bookingId: id, bedId: bed.id });
        bed.freeFrom = cursor + (nights + c.r.int(0, 2)) * DAY_MS;
      }
    }
  }
}

const FILLS: [string, (c: FillContext) => void][] = [
  ['users', fillUsers],
  ['rate calendar', fillRates],
  ['bookings', fillBookings],
  ['dormitory bed stays', fillDormStays],
  ['food orders + items', fillFoodOrders],
  ['complaints', fillComplaints],
  ['notifications', fillNotifications],
  ['payments ledger', fillPayments],
];

// ---------------------------------------------------------------------------------------------

const migrationsFolder = join(dirname(createRequire(import.meta.url).resolve('@innkeep/db/package.json')), 'drizzle');

/** Generator version + every migration file's name and content: a schema change rebuilds the cache. */
function cacheKey(): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const hash = createHash('sha256').update(`v${GENERATOR_VERSION}`);
  for (const { tag } of journal.entries) hash.update(tag).update(readFileSync(join(migrationsFolder, `${tag}.sql`)));
  return hash.digest('hex').slice(0, 12);
}

async function generate(path: string, log: (line: string) => void): Promise<void> {
  const now = new Date();
  // The demo seed first (accounts, rooms, menu, chat), exactly as a fresh install makes it.
  const started = await prepare(loadEnv({ DATABASE_PATH: path, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) }), () => now);
  started.close();

  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('synchronous = OFF');
  // Ids and index keys arrive in random order: keep the whole B-tree working set in memory.
  sqlite.pragma('cache_size = -1000000');
  sqlite.pragma('foreign_keys = ON');
  const idOf = (sqlText: string) => (sqlite.prepare(sqlText).get() as { id: string }).id;
  const c: FillContext = {
    sqlite,
    r: rng(13),
    now,
    start: Date.UTC(now.getUTCFullYear() - LARGE.years, now.getUTCMonth(), now.getUTCDate()),
    passwordHash: await hashPassword(BENCH_PASSWORD),
    guestId: idOf(`SELECT id FROM users WHERE email = 'guest@innkeep.test'`),
    adminId: idOf(`SELECT id FROM users WHERE email = 'admin@innkeep.test'`),
    customerIds: [],
    staffIds: [],
    roomRows: sqlite
      .prepare(
        'SELECT id, price_cents AS priceCents, capacity, room_number AS roomNumber, sale_mode AS saleMode FROM rooms ORDER BY room_number',
      )
      .all() as FillContext['roomRows'],
    menu: sqlite.prepare('SELECT id, name, price_cents AS priceCents FROM food_items ORDER BY name').all() as FillContext['menu'],
  };
  sqlite.transaction(() => {
    // Derived data is caught up once at the end rather than row by row (the triggers took most of the
    // build): the full-text indexes rebuilt, the ledger's running totals recounted. No analytics day
    // is summed yet, so none is marked stale.
    const suspended = sqlite
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name GLOB '*_fts_insert' OR name = 'ledger_totals_insert' OR name GLOB 'analytics_stale_*')`,
      )
      .all() as { name: string; sql: string }[];
    for (const trigger of suspended) sqlite.exec(`DROP TRIGGER "${trigger.name}"`);
    for (const [name, fill] of FILLS) {
      const t0 = performance.now();
      fill(c);
      log(`  ${name.padEnd(22)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const t0 = performance.now();
    for (const trigger of suspended) {
      sqlite.exec(trigger.sql);
      const index = trigger.name.replace(/_insert$/, '');
      if (index.endsWith('_fts')) sqlite.exec(`INSERT INTO "${index}" ("${index}") VALUES ('rebuild')`);
    }
    const subject = `CASE WHEN booking_id IS NULL THEN 'food' ELSE 'booking' END`;
    sqlite.exec(
      `UPDATE ledger_totals SET (net_cents, rows) = (SELECT coalesce(sum(CASE kind WHEN 'refund' THEN -amount_cents ELSE amount_cents END), 0), count(*)
         FROM payments WHERE ${subject} = ledger_totals.subject)`,
    );
    log(`  ${'indexes and totals'.padEnd(22)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  })();
  sqlite.exec('ANALYZE');
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
}

/**
 * A fresh copy of the large database at `target`, generating (and caching) it first when needed.
 * Returns whether the cache was used.
 */
export async function largeDatabase(cacheDir: string, target: string, log: (line: string) => void): Promise<{ cached: boolean }> {
  mkdirSync(cacheDir, { recursive: true });
  const cached = join(cacheDir, `large-${cacheKey()}.db`);
  const hit = existsSync(cached);
  if (!hit) {
    const t0 = performance.now();
    log(`Generating the large dataset (${cached}):`);
    const partial = `${cached}.partial`;
    rmSync(partial, { force: true });
    await generate(partial, log);
    renameSync(partial, cached);
    log(`  generated in ${((performance.now() - t0) / 1000).toFixed(1)} s (goal < 120 s)`);
  }
  copyFileSync(cached, target);
  return { cached: hit };
}
