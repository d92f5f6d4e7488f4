import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBookingListInput,
  analyticsInput,
  adminComplaintListInput,
  adminNotificationListInput,
  adminOrderListInput,
  adminUserListInput,
  auditListInput,
  bookingFilterInput,
  cashReportInput,
  paymentFilterInput,
  paymentHistoryInput,
} from '@innkeep/api-contract';
import { analyticsDays, sessions } from '@innkeep/db';
import { prepare, type Started } from '../src/bootstrap';
import { loadEnv } from '../src/env';
import { csvExport } from '../src/engine/csv-chunks';
import { analytics, keepAnalyticsSummed, SLICE_DAYS } from '../src/services/operations';
import { listAudit } from '../src/services/operations';
import { bookingsCsv, listBookings } from '../src/services/stays';
import { dashboard } from '../src/services/operations';
import { countAudience, dueMail, listMail, listNotifications } from '../src/services/messages';
import { listAfter, listMyNotifications } from '../src/services/messages';
import { listOrders } from '../src/services/kitchen';
import { cashReport, paymentHistory, paymentsCsv } from '../src/services/money';
import { listUsers } from '../src/services/people';
import { createBooking } from '../src/services/stays';
import { adminList, listMyComplaints as guestComplaints, pageMine } from '../src/services/messages';
import { customerDashboard } from '../src/services/stays';
import { roomFeedBookings } from '../src/services/stays';
import { duePreArrivals, listFeedLinks } from '../src/services/stays';
import { bedsFree, bookedNights, calendarExternalStays, convertedStaysOf, listRooms } from '../src/services/stays';
import { resolveSession } from '../src/services/people';
import { dailySummaryContent, staffDashboard } from '../src/services/operations';
import { ledgerTotalsOf } from '../src/services/money';
import { FULL_TEXT_COLUMNS } from '../src/engine/search';
import { signSessionToken } from '../src/services/people';

/*
 * Query plans on a database shaped like years of a busy hostel (generated in SQL, then ANALYZEd):
 * each list and dashboard query is built by its service, captured as it is prepared, and explained.
 * A plan is deterministic for a given schema and statistics; timings belong in `npm run bench`.
 */

let dir: string;
let started: Started;
let db: Started['deps']['db'];
const NOW = new Date('2026-06-15T12:00:00.000Z');

interface Captured {
  sql: string;
  params: unknown[];
}

/**
 * Records every statement run on the server's connection until `restore` is called, with its
 * parameters, whenever it was prepared (hot paths prepare theirs once, on first use).
 */
function interceptPrepare(): { seen: Captured[]; restore: () => void } {
  const client = started.deps.db.$client;
  const statementMethods = Object.getPrototypeOf(client.prepare('SELECT 1')) as Record<string, unknown>;
  const seen: Captured[] = [];
  const originals = (['all', 'get', 'run', 'iterate'] as const).map((method) => {
    const call = statementMethods[method] as (this: { source: string }, ...params: unknown[]) => unknown;
    statementMethods[method] = function (this: { source: string }, ...params: unknown[]) {
      seen.push({ sql: this.source, params });
      return call.apply(this, params);
    };
    return [method, call] as const;
  });
  return {
    seen,
    restore: () => {
      for (const [method, call] of originals) statementMethods[method] = call;
    },
  };
}

function capture(run: () => unknown): Captured[] {
  const { seen, restore } = interceptPrepare();
  try {
    run();
  } finally {
    restore();
  }
  return seen;
}

/** For writes that commit later (bookings share a group commit). */
async function captureAsync(run: () => Promise<unknown>): Promise<Captured[]> {
  const { seen, restore } = interceptPrepare();
  try {
    await run();
  } finally {
    restore();
  }
  return seen;
}

function planOf({ sql, params }: Captured): string[] {
  const rows = started.deps.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
  return rows.map((row) => row.detail);
}

/** Tables of a few rows by nature (hotel settings, the ledger's two running totals, analytics' stale days and instants, emptied by each call), read whole. */
const SMALL_TABLES = ['settings', 'next', 'ledger_totals', 'analytics_stale', 'analytics_stale_at'];

/**
 * No table read in full (`SCAN bookings` without an index), no sort of the rows into a temporary
 * B-tree (only rows tied on an index's whole key, the same millisecond, may be ordered among
 * themselves: "LAST TERM" or "RIGHT PART"; with `groupBy`, a report's rows in range may be grouped),
 * and every expected index named in the plans.
 */
function expectIndexed(statements: Captured[], expected: string[], options: { groupBy?: boolean } = {}): void {
  expect(statements.length).toBeGreaterThan(0);
  const plans = statements.map((statement) => ({ sql: statement.sql, plan: planOf(statement) }));
  for (const { sql, plan } of plans) {
    for (const line of plan) {
      const bareScan = /^SCAN (\w+)$/.exec(line);
      if (bareScan) expect(SMALL_TABLES, `${sql}\n${plan.join('\n')}`).toContain(bareScan[1]);
      // A report may group the rows of its range (GROUP BY); a page never sorts.
      const allowed = options.groupBy
        ? /USE TEMP B-TREE FOR (?!RIGHT PART|LAST TERM|LAST \d+ TERMS|GROUP BY)/
        : /USE TEMP B-TREE FOR (?!RIGHT PART|LAST TERM|LAST \d+ TERMS)/;
      expect(line, `${sql}\n${plan.join('\n')}`).not.toMatch(allowed);
    }
  }
  const all = plans.flatMap((p) => p.plan).join('\n');
  for (const index of expected) expect(all, all).toContain(index);
}

/** The statements that build the page itself and its count (no follow-up lookups by id). */
const pageAndCount = (statements: Captured[]) => statements.filter((s) => /limit \?|count\(\*\)/i.test(s.sql));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'innkeep-plans-'));
  const env = loadEnv({ DATABASE_PATH: join(dir, 'plans.db'), SEED_DEMO: 'false', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
  return prepare(env, () => NOW).then((s) => {
    started = s;
    db = s.deps.db;
    generate(s.deps.db.$client);
  });
});
afterAll(() => {
  started.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Years of a busy hostel in a few SQL statements: thousands of guests, tens of thousands of bookings and orders. */
function generate(client: Started['deps']['db']['$client']): void {
  const series = (n: number) => `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n})`;
  const at = (expr: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', '2021-06-01', '+' || (${expr}) || ' minutes')`;
  const day = (expr: string) => `date('2021-06-01', '+' || (${expr}) || ' days')`;
  client.exec(`
    ${series(5000)} INSERT INTO users (id, name, email, phone, role, is_approved, password_hash, created_at, updated_at)
      SELECT 'u' || i, 'Guest ' || i, 'guest' || i || '@example.test', '555' || i,
        CASE WHEN i % 100 = 0 THEN 'staff' ELSE 'customer' END, i % 200 != 0, 'x', ${at('i * 500')}, ${at('i * 500')} FROM s;
    ${series(40)} INSERT INTO rooms (id, name, description, type, price_cents, capacity, floor, room_number, status, created_at, updated_at)
      SELECT 'r' || i, 'Room ' || i, 'A room', 'single', 5000, 2, 1, printf('%03d', i),
        CASE WHEN i % 10 = 0 THEN 'cleaning' ELSE 'available' END, ${at('0')}, ${at('0')} FROM s;
    ${series(30000)} INSERT INTO bookings (id, customer_id, room_id, check_in, check_out, guests, total_cents, status, payment_status, created_at, updated_at)
      SELECT 'b' || i, 'u' || (1 + i % 5000), 'r' || (1 + i % 40), ${day('i / 16')}, ${day('i / 16 + 2')}, 1, 10000,
        CASE WHEN i > 29900 THEN 'pending' WHEN i > 29800 THEN 'confirmed' WHEN i > 29780 THEN 'checked-in' WHEN i % 9 = 0 THEN 'cancelled' ELSE 'checked-out' END,
        'paid', ${at('i * 85')}, ${at('i * 85')} FROM s;
    ${series(30000)} INSERT INTO food_orders (id, customer_id, delivery_location, total_cents, status, payment_status, created_at, updated_at)
      SELECT 'f' || i, 'u' || (1 + i % 5000), 'Room ' || (i % 40), 1500,
        CASE WHEN i > 29950 THEN 'pending' WHEN i % 11 = 0 THEN 'cancelled' ELSE 'delivered' END, 'paid', ${at('i * 85')}, ${at('i * 85')} FROM s;
    ${series(60000)} INSERT INTO food_order_items (id, order_id, name, price_cents, quantity)
      SELECT 'i' || i, 'f' || (1 + i / 2), 'Dish ' || (i % 20), 750, 1 FROM s WHERE 1 + i / 2 <= 30000;
    ${series(10000)} INSERT INTO complaints (id, customer_id, title, description, category, priority, status, created_at, updated_at)
      SELECT 'c' || i, 'u' || (1 + i % 5000), 'Complaint ' || i, 'Something about room ' || (i % 40),
        CASE i % 3 WHEN 0 THEN 'room' WHEN 1 THEN 'food' ELSE 'service' END, CASE i % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END,
        CASE WHEN i > 9900 THEN 'pending' WHEN i > 9850 THEN 'in-progress' ELSE 'resolved' END, ${at('i * 250')}, ${at('i * 250')} FROM s;
    ${series(30000)} INSERT INTO notifications (id, recipient_id, type, priority, title, message, read, created_at)
      SELECT 'n' || i, 'u' || (1 + i % 5000), CASE WHEN i % 5 = 0 THEN 'booking' ELSE 'info' END, 'medium', 'Note ' || i, 'Hello', i < 29000, ${at('i * 85')} FROM s;
    ${series(10000)} INSERT INTO staff_notices (id, audience, type, priority, title, message, created_at)
      SELECT 's' || i, CASE WHEN i % 4 = 0 THEN 'staff_and_admins' ELSE 'staff' END, CASE WHEN i % 4 = 0 THEN 'alert' ELSE 'booking' END,
        'medium', 'New booking ' || i, 'Room ' || (i % 40), ${at('i * 255')} FROM s;
    INSERT INTO staff_notice_receipts (user_id, notice_id, state)
      SELECT 'u100', id, CASE WHEN rowid % 7 = 0 THEN 'removed' ELSE 'read' END FROM staff_notices WHERE rowid < 9500;
    ${series(20000)} INSERT INTO audit_log (id, actor_name, action, entity, entity_id, details, created_at)
      SELECT 'a' || i, 'Admin', 'thing.change', CASE i % 4 WHEN 0 THEN 'user' WHEN 1 THEN 'room' WHEN 2 THEN 'booking' ELSE 'food' END, 'x' || i, '{}', ${at('i * 125')} FROM s;
    INSERT INTO payments (id, kind, method, amount_cents, booking_id, at, created_at)
      SELECT 'pb' || rowid, 'payment', 'card', total_cents, id, updated_at, updated_at FROM bookings WHERE status = 'checked-out';
    INSERT INTO payments (id, kind, method, amount_cents, food_order_id, at, created_at)
      SELECT 'pf' || rowid, 'payment', 'qr', total_cents, id, created_at, created_at FROM food_orders WHERE status = 'delivered';
    INSERT INTO payments (id, kind, method, amount_cents, food_order_id, at, created_at, recorded_by)
      SELECT 'pc' || rowid, 'payment', 'cash', total_cents, id, updated_at, updated_at, 'u' || (100 * (1 + rowid / 10 % 5)) FROM food_orders WHERE status = 'delivered' AND rowid % 10 = 0;
    INSERT INTO payments (id, kind, method, amount_cents, food_order_id, at, created_at)
      SELECT 'rf' || rowid, 'refund', 'qr', total_cents, id, updated_at, updated_at FROM food_orders WHERE status = 'delivered' AND rowid % 50 = 0;
    ${series(20000)} INSERT INTO mail_outbox (id, key, kind, recipient, subject, html, text, status, attempts, queued_at, next_attempt_at, created_at)
      SELECT 'm' || i, 'welcome:' || i, 'welcome', 'guest' || i || '@example.test', 'Welcome', '<p>Hi</p>', 'Hi',
        CASE WHEN i > 19990 THEN 'queued' WHEN i % 50 = 0 THEN 'failed' ELSE 'sent' END, 1, ${at('i * 125')},
        CASE WHEN i > 19990 THEN ${at('i * 125 + 1')} END, ${at('i * 125')} FROM s;
    ANALYZE;
  `);
}

describe('admin lists use an index for their filter and sort, and count without joins', () => {
  it('users', () => {
    expectIndexed(pageAndCount(capture(() => listUsers(db, adminUserListInput.parse({})))), ['users_created_idx']);
    expectIndexed(pageAndCount(capture(() => listUsers(db, adminUserListInput.parse({ role: 'staff' })))), ['users_role_idx']);
    expectIndexed(pageAndCount(capture(() => listUsers(db, adminUserListInput.parse({ approval: 'false' })))), ['users_approval_idx']);
  });

  it.each([
    [{}, 'complaints_created_idx'],
    [{ sortBy: 'createdAt', sortOrder: 'asc' }, 'complaints_created_idx'],
    [{ sortBy: 'priority', sortOrder: 'desc' }, 'complaints_priority_idx'],
    [{ sortBy: 'priority', sortOrder: 'asc' }, 'complaints_priority_asc_idx'],
    [{ sortBy: 'status', sortOrder: 'desc' }, 'complaints_workflow_idx'],
    [{ sortBy: 'status', sortOrder: 'asc' }, 'complaints_workflow_asc_idx'],
    [{ sortBy: 'category', sortOrder: 'desc' }, 'complaints_category_idx'],
    [{ sortBy: 'category', sortOrder: 'asc' }, 'complaints_category_asc_idx'],
    [{ status: 'pending' }, 'complaints_status_idx'],
    [{ category: 'food' }, 'complaints_category_idx'],
    [{ priority: 'high' }, 'complaints_priority_idx'],
    [{ dateRange: 'week' }, 'complaints_created_idx'],
  ])('complaints %j', (query, index) => {
    const statements = pageAndCount(capture(() => adminList({ ...started.deps, now: () => NOW }, adminComplaintListInput.parse(query))));
    expectIndexed(statements, [index]);
    expect(statements.find((s) => /count\(\*\)/i.test(s.sql))?.sql).not.toMatch(/join/i);
  });

  // A list with no filter and with one, and its count on the list's own table.
  it.each([
    [
      'bookings',
      (query: object) => listBookings(db, adminBookingListInput.parse(query)),
      'bookings_created_idx',
      { status: 'confirmed' },
      'bookings_status_created_idx',
    ],
    [
      'food orders',
      (query: object) => listOrders(db, adminOrderListInput.parse(query)),
      'food_orders_created_idx',
      { status: 'pending' },
      'food_orders_status_idx',
    ],
    [
      'notifications',
      (query: object) => listNotifications(db, adminNotificationListInput.parse(query)),
      'notifications_created_idx',
      { type: 'booking' },
      'notifications_type_idx',
    ],
  ] as const)('%s', (_name, list, index, filter, filteredIndex) => {
    const all = pageAndCount(capture(() => list({})));
    expectIndexed(all, [index]);
    expect(all.find((s) => /count\(\*\)/i.test(s.sql))?.sql).not.toMatch(/join/i);
    expectIndexed(pageAndCount(capture(() => list(filter))), [filteredIndex]);
  });

  it('notifications with the staff notices: both tables walked on their indexes, counted apart', () => {
    const statements = pageAndCount(capture(() => listNotifications(db, adminNotificationListInput.parse({}))));
    expectIndexed(statements, ['notifications_created_idx', 'staff_notices_created_idx']);
    expectIndexed(pageAndCount(capture(() => listNotifications(db, adminNotificationListInput.parse({ type: 'alert' })))), [
      'notifications_type_idx',
      'staff_notices_type_idx',
    ]);
  });

  it('a broadcast audience is counted on indexes: by role, and the guests in house from the checked-in stays', () => {
    expectIndexed(
      capture(() => countAudience(started.deps, 'customers')),
      ['users_role_idx'],
    );
    expectIndexed(
      capture(() => countAudience(started.deps, 'staff')),
      ['users_'],
    );
    expectIndexed(
      capture(() => countAudience(started.deps, 'in-house')),
      ['bookings_status_idx'],
    );
  });

  it('audit log, with the entity filter and the list of entities on record', () => {
    expectIndexed(
      capture(() => listAudit(db, auditListInput.parse({}))),
      ['audit_log_created_idx', 'audit_log_entity_created_idx'],
    );
    expectIndexed(
      capture(() => listAudit(db, auditListInput.parse({ entity: 'room' }))),
      ['audit_log_entity_created_idx'],
    );
  });
});

describe('dashboards', () => {
  it('admin overview; all-time revenue from the running totals, which agree with the ledger', () => {
    const statements = capture(() => dashboard(db));
    expect(statements.filter((s) => /"payments"/.test(s.sql))).toEqual([]);
    expectIndexed(
      statements.filter((s) => !/"ledger_totals"/.test(s.sql)),
      ['bookings_created_idx', 'food_orders_created_idx', 'complaints_created_idx'],
    );
    const client = db.$client;
    const fromLedger = () =>
      client
        .prepare(
          `SELECT CASE WHEN booking_id IS NULL THEN 'food' ELSE 'booking' END AS subject,
             sum(CASE kind WHEN 'refund' THEN -amount_cents ELSE amount_cents END) AS cents, count(*) AS count FROM payments GROUP BY 1 ORDER BY 1`,
        )
        .all();
    const fromTotals = () => Object.entries(ledgerTotalsOf(db)).map(([subject, t]) => ({ subject, ...t }));
    expect(fromTotals()).toEqual(fromLedger());
    // Deleting a stay deletes its ledger rows (cascade), and the totals follow; so does an edited row.
    client.exec('SAVEPOINT totals');
    try {
      client.exec(`DELETE FROM bookings WHERE id IN (SELECT booking_id FROM payments WHERE booking_id IS NOT NULL LIMIT 50)`);
      client.exec(`UPDATE payments SET kind = 'refund' WHERE rowid IN (SELECT rowid FROM payments LIMIT 3)`);
      expect(fromTotals()).toEqual(fromLedger());
    } finally {
      client.exec('ROLLBACK TO totals; RELEASE totals');
    }
  });

  it('staff board: holding bookings, open orders and complaints on their partial indexes', () => {
    expectIndexed(
      capture(() => staffDashboard(started.deps)),
      ['bookings_staff_board_idx', 'food_orders_open_due_idx', 'complaints_open_idx'],
    );
  });

  it("a guest's dashboard reads only their rows", () => {
    expectIndexed(
      capture(() => customerDashboard(started.deps, 'u42')),
      ['bookings_customer_idx', 'food_orders_customer_idx', 'payments_customer_idx'],
    );
  });
});

describe('the payments ledger', () => {
  const deps = () => ({ ...started.deps, now: () => NOW });
  /** The statements that read the ledger itself (a page's ids, a count, revenue), not the page's rows by id. */
  const onLedger = (statements: Captured[]) => statements.filter((s) => !/"payments"\."id" in/i.test(s.sql));

  it.each([
    ['booking', 'payments_at_idx'],
    ['food', 'payments_booking_idx'],
  ] as const)('payment history, %s rows: the page on the ledger alone, count and revenue from the running totals', (type, index) => {
    const statements = capture(() => paymentHistory(deps(), paymentHistoryInput.parse({ type })));
    // Unfiltered, the count and the revenue cards are the running totals'.
    expectIndexed(statements, [index, 'ledger_totals']);
    for (const statement of onLedger(statements)) expect(statement.sql).not.toMatch(/join/i);
  });

  it('a date range seeks the at index for the page, the count and revenue', () => {
    const statements = capture(() =>
      paymentHistory(deps(), paymentHistoryInput.parse({ type: 'booking', from: '2023-01-01', to: '2023-01-31' })),
    );
    expectIndexed(statements, ['payments_at_idx (at>? AND at<?)']);
    expect(
      onLedger(statements)
        .flatMap(planOf)
        .filter((line) => /payments/.test(line)),
    ).toEqual(expect.arrayContaining(['SEARCH payments USING COVERING INDEX payments_at_idx (at>? AND at<?)']));
  });

  it('the cash report seeks its own index over the range: cash rows only, no table row read', () => {
    const statements = capture(() => cashReport(deps(), cashReportInput.parse({ from: '2023-01-01', to: '2023-03-31' })));
    const ledger = statements.filter((s) => /from "payments"/i.test(s.sql));
    expect(ledger).toHaveLength(1);
    expect(planOf(ledger[0]!)).toEqual(['SEARCH payments USING COVERING INDEX payments_cash_idx (at>? AND at<?)']);
    // Each recorder's name in one lookup for the whole report.
    expectIndexed(statements, ['payments_cash_idx']);
    expect(statements.filter((s) => /from "users"/i.test(s.sql))).toHaveLength(1);
  });

  it('the CSV reads keyset chunks that seek the at index, with one dish lookup per chunk', async () => {
    // Half a year (thousands of rows, several chunks), so the test stays quick.
    const statements = await captureAsync(() =>
      csvExport(paymentsCsv(deps(), paymentFilterInput.parse({ from: '2023-01-01', to: '2023-06-30' }))),
    );
    const chunks = statements.filter((s) => /"payments".rowid from "payments"/i.test(s.sql));
    expect(chunks.length).toBeGreaterThan(2);
    expectIndexed(chunks, ['payments_at_idx (at>? AND at<?)']);
    expect(statements.filter((s) => /"food_order_items"/.test(s.sql))).toHaveLength(chunks.length);
    for (const statement of statements) expect(statement.sql).not.toMatch(/\(select coalesce\(sum/i);
  });

  // From the data's first day: the upkeep stores the days from the first booking or money movement on;
  // earlier days are summed on read each time (empty index ranges).
  it.each([{ period: 30 }, { period: 365 }, { from: '2021-06-01', to: '2022-12-31' }])(
    'analytics %j: days not summed yet are grouped by hotel day in SQL on an index, SLICE_DAYS per slice; summed days are one key range',
    async (query) => {
      db.delete(analyticsDays).run();
      const statements = await captureAsync(() => analytics(deps(), analyticsInput.parse(query)));
      expectIndexed(
        statements,
        [
          'payments_at_idx',
          // The ledger rows' bookings' rooms, from the index alone.
          'COVERING INDEX bookings_room_of_idx (id=?)',
          'bookings_status_created_idx',
          'food_orders_status_idx',
          'users_role_idx',
          // The stay figures seek the check-out index over the period and the longest stay after it.
          'INDEX bookings_check_out_idx (check_out>? AND check_out<?)',
        ],
        {
          groupBy: true,
        },
      );
      const { days } = (await analytics(deps(), analyticsInput.parse(query))).period;
      expect(statements.filter((s) => /date\("payments"."at"/i.test(s.sql))).toHaveLength(Math.ceil(days / SLICE_DAYS));

      keepAnalyticsSummed(deps());
      const summed = await captureAsync(() => analytics(deps(), analyticsInput.parse(query)));
      expectIndexed(summed, ['SEARCH analytics_days USING PRIMARY KEY (zone=? AND day>? AND day<?)'], { groupBy: true });
      // Nothing is summed again: no statement buckets rows by hotel day.
      expect(summed.filter((s) => /date\(/.test(s.sql))).toEqual([]);
    },
  );

  it('analytics of days summed, nothing stale, answers while another connection holds the write lock', async () => {
    const query = analyticsInput.parse({ period: 30 });
    keepAnalyticsSummed(deps());
    const summed = await analytics(deps(), query);
    const writer = new Database(join(dir, 'plans.db'));
    writer.exec('BEGIN IMMEDIATE');
    try {
      expect(await analytics(deps(), query)).toEqual(summed);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
  });
});

describe("a user's notifications", () => {
  // u100 is approved staff with years of staff notices, most read or removed; u42 a guest.
  it.each(['u100', 'u42'])('%s: the page merges own rows and each audience on their indexes, and the unread count too', (userId) => {
    const statements = capture(() => listMyNotifications(db, userId));
    expectIndexed(statements, [
      'notifications_recipient_idx',
      'notifications_unread_idx',
      'staff_notices_audience_idx',
      'staff_periods_user_idx',
    ]);
    // The own rows' index holds the list's whole order: the newest are read off it, none sorted.
    const [page] = statements.filter((s) => /limit \?/i.test(s.sql));
    expect(planOf(page!).join('\n')).not.toContain('TEMP B-TREE');
  });

  it('the live feed resumes after a cursor on the same indexes', () => {
    const [first] = listMyNotifications(db, 'u100').notifications.slice(-1);
    const statements = capture(() => listAfter(db, 'u100', `${first!.createdAt}|${first!._id}`));
    expectIndexed(statements, ['notifications_recipient_idx', 'staff_notices_audience_idx']);
  });
});

describe("a guest's complaints", () => {
  it('are read newest first off the customer index, none sorted', () => {
    const statements = capture(() => guestComplaints(db, 'u42'));
    expectIndexed(statements, ['complaints_customer_idx']);
    expect(planOf(statements[0]!).join('\n')).not.toContain('TEMP B-TREE');
  });

  it('a page of them, of one status, after a cursor, is read off the same index, none sorted', () => {
    const [, cursor] = guestComplaints(db, 'u42');
    const statements = capture(() => pageMine(db, 'u42', { status: 'pending', cursor: cursor!._id }));
    expectIndexed(statements, ['complaints_customer_idx']);
    for (const statement of statements) expect(planOf(statement).join('\n')).not.toContain('TEMP B-TREE');
  });
});

describe('bookings and rooms', () => {
  it('the clash check and booked nights walk only the holding bookings of one room', async () => {
    const statements = (
      await captureAsync(() =>
        createBooking(
          { ...started.deps, now: () => NOW },
          { id: 'u7', name: 'Guest 7', role: 'customer' },
          {
            roomId: 'r3',
            checkIn: '2026-07-01',
            checkOut: '2026-07-03',
            guests: 1,
            specialRequests: '',
            offer: 'flexible',
          },
        ),
      )
    ).filter((s) => /^select/i.test(s.sql));
    expectIndexed(statements, ['bookings_blocking_room_idx']);
    expectIndexed(
      capture(() => bookedNights(started.deps, 'r3')),
      ['bookings_blocking_room_idx'],
    );
  });

  it("a dormitory's free beds for 14 nights walk only its holding stays on the index, and its beds on theirs", () => {
    // Nights nobody holds yet, so the count of usable beds runs too (a whole-room stay would end the walk early).
    const statements = capture(() => bedsFree(db, 'r3', { checkIn: '2040-07-01', checkOut: '2040-07-15' }));
    const plans = statements.map((s) => planOf(s).join('\n'));
    expect(plans.some((plan) => plan.includes('SEARCH bookings USING INDEX bookings_blocking_room_idx (room_id=? AND check_out>?)'))).toBe(
      true,
    );
    expect(plans.some((plan) => plan.includes('SEARCH room_beds USING'))).toBe(true);
    for (const plan of plans) expect(plan).not.toMatch(/SCAN (bookings|room_beds)|TEMP B-TREE/);
  });

  it("the desk calendar reads channels' stays on their arrival index, and a room's on its departure index", () => {
    const [window] = capture(() => calendarExternalStays(db, '2026-07-01', '2026-07-15'));
    expect(planOf(window!).join('\n')).toMatch(
      /SEARCH external_stays USING INDEX external_stays_check_in_idx \(check_in>\? AND check_in<\?\)/,
    );
    const plans = capture(() => bedsFree(db, 'r3', { checkIn: '2040-07-01', checkOut: '2040-07-15' })).map((s) => planOf(s).join('\n'));
    expect(
      plans.some((plan) => plan.includes('SEARCH external_stays USING INDEX external_stays_room_idx (room_id=? AND check_out>?)')),
    ).toBe(true);
  });

  it("a sync reads its feed's converted stays on the feed's UID index, each booking by its key", () => {
    const [statement] = capture(() => convertedStaysOf(db, 'feed-1'));
    const plan = planOf(statement!).join('\n');
    expect(plan).toContain('SEARCH converted_stays USING INDEX converted_stays_feed_uid_unique (feed_id=?)');
    expect(plan).toMatch(/SEARCH bookings USING (COVERING )?INDEX \w+ \(id=\?\)/);
    expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
  });

  it("a dormitory's taken nights find its last booking and last channel stay on their departure indexes", () => {
    // The fixture's rooms are sold whole: one is a dormitory for this test only (the plan does not depend on the rows).
    const client = started.deps.db.$client;
    client.prepare("UPDATE rooms SET sale_mode = 'bed' WHERE id = 'r39'").run();
    try {
      const plans = capture(() => bookedNights(started.deps, 'r39')).map((s) => planOf(s).join('\n'));
      expect(
        plans.some((plan) => plan.includes('SEARCH bookings USING INDEX bookings_blocking_room_idx (room_id=? AND check_out>?)')),
      ).toBe(true);
      expect(
        plans.some((plan) => plan.includes('SEARCH external_stays USING INDEX external_stays_room_idx (room_id=? AND check_out>?)')),
      ).toBe(true);
      for (const plan of plans) expect(plan).not.toMatch(/SCAN (bookings|external_stays|room_beds)|TEMP B-TREE/);
    } finally {
      client.prepare("UPDATE rooms SET sale_mode = 'room' WHERE id = 'r39'").run();
    }
  });

  it("a room's calendar feed walks only that room's holding bookings inside its window", () => {
    const [statement] = capture(() => roomFeedBookings(db, 'r3', '2026-03-17', '2027-06-15'));
    const plan = planOf(statement!).join('\n');
    expect(plan).toContain('SEARCH bookings USING INDEX bookings_blocking_room_idx (room_id=? AND check_out>?)');
    expect(plan).not.toMatch(/SCAN bookings|TEMP B-TREE/);
  });

  it('the outbox: a page (of one status) on its created indexes, what is due on the queued rows alone', () => {
    expectIndexed(pageAndCount(capture(() => listMail(db, { page: 3 }))), ['mail_outbox_created_idx']);
    expectIndexed(pageAndCount(capture(() => listMail(db, { status: 'failed' }))), ['mail_outbox_status_idx']);
    const [due] = capture(() => dueMail(db, NOW));
    const plan = planOf(due!).join('\n');
    expect(plan).toContain('SEARCH mail_outbox USING INDEX mail_outbox_due_idx (next_attempt_at<?)');
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('the pre-arrival mails due: confirmed arrivals of the window on the status index, the outbox by its key', () => {
    const [due] = capture(() => duePreArrivals(db, '2026-06-15', 3));
    const plan = planOf(due!).join('\n');
    expect(plan).toContain('SEARCH bookings USING INDEX bookings_status_idx (status=? AND check_in>? AND check_in<?)');
    expect(plan).toContain('SEARCH mail_outbox USING COVERING INDEX mail_outbox_key_unique (key=?)');
    expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
  });

  it('the daily summary: open complaints on the board index, channel conflicts on the arrival index, the outbox by key', () => {
    const deps = { ...started.deps, now: () => NOW };
    const plans = capture(() => dailySummaryContent(deps, '2026-06-15')).map((s) => ({ sql: s.sql, plan: planOf(s).join('\n') }));
    const of = (table: string) => plans.filter((p) => p.sql.includes(`from "${table}"`));
    for (const { sql, plan } of [...of('complaints'), ...of('external_stays')])
      expect(plan, sql).not.toMatch(/^SCAN \w+$|TEMP B-TREE FOR ORDER BY/m);
    const all = plans.map((p) => p.plan).join('\n');
    expect(all).toContain('complaints_open_idx');
    expect(all).toContain('SEARCH external_stays USING INDEX external_stays_check_in_idx (check_in>?)');
  });

  it('the calendar feed links list walks its created index for one page, its holders and rooms by key', () => {
    const [list] = capture(() => listFeedLinks({ db, now: () => NOW }, { page: 2, limit: 20 }));
    const plan = planOf(list!).join('\n');
    expect(plan).toContain('SCAN feed_links USING INDEX feed_links_created_idx');
    expect(plan).toContain('SEARCH users USING INDEX sqlite_autoindex_users_1 (id=?)');
    expect(plan).toContain('SEARCH rooms USING INDEX sqlite_autoindex_rooms_1 (id=?)');
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('the bookings CSV reads each chunk on the list index, seeking past the previous chunk', async () => {
    const deps = { ...started.deps, now: () => NOW };
    const all = await captureAsync(() => csvExport(bookingsCsv(deps, bookingFilterInput.parse({}))));
    // 30,000 bookings: many chunks, the first one and the ones seeking past the last row read.
    expect(all.length).toBeGreaterThan(2);
    expectIndexed(all.slice(0, 2), ['bookings_created_idx']);
    expectIndexed(await captureAsync(() => csvExport(bookingsCsv(deps, bookingFilterInput.parse({ status: 'cancelled' })))), [
      'bookings_status_created_idx',
    ]);
  });

  it('rooms free for a stay', () => {
    // Rooms are the page itself (every room, by number); what must not grow is the bookings read per room.
    const [statement] = capture(() => listRooms(started.deps, { checkIn: '2026-07-01', checkOut: '2026-07-03' }));
    const plan = planOf(statement!).join('\n');
    expect(plan).toContain('SEARCH bookings USING INDEX bookings_blocking_room_idx (room_id=? AND check_out>?)');
    expect(plan).not.toMatch(/SCAN bookings/);
  });

  it("a stay's nights in the rate calendar are one range of the room's primary key", () => {
    const statements = capture(() => listRooms(started.deps, { checkIn: '2026-07-01', checkOut: '2026-07-03' }));
    const rates = statements.filter((s) => /rate_days/.test(s.sql));
    expect(rates.length).toBeGreaterThan(0);
    for (const statement of rates)
      expect(planOf(statement).join('\n')).toMatch(/^SEARCH rate_days USING PRIMARY KEY \(room_id=\? AND date>\? AND date<\?\)$/);
  });

  it('the session check is a primary-key lookup', async () => {
    const expiresAt = new Date(NOW.getTime() + 3_600_000);
    const row = db
      .insert(sessions)
      .values({ userId: 'u9', createdAt: NOW.toISOString(), expiresAt: expiresAt.toISOString() })
      .returning()
      .get();
    const token = await signSessionToken(started.deps.secret, { userId: 'u9', sessionId: row.id }, NOW, expiresAt);
    const statements = capture(() => expect(resolveSession(started.deps, token)?.user.id).toBe('u9'));
    expectIndexed(statements, ['sqlite_autoindex_sessions_1']);
  });
});

describe('search goes through the trigram indexes', () => {
  /**
   * A search's matches are found once per request, by one statement with a list per source of text
   * (`json_group_array`) read on its trigram index, and the page, count and sums read that list: no
   * statement reads a whole table.
   */
  function expectFullText(statements: Captured[], indexes: string[]): void {
    const found = matchesFound(statements);
    expect(found, 'one full-text search per request').toHaveLength(1);
    const readers = pageAndCount(statements).concat(statements.filter((s) => /\bsum\(/i.test(s.sql)));
    expect(readers.length).toBeGreaterThan(0);
    for (const plan of [...found, ...readers].map(planOf)) {
      for (const line of plan) {
        const bareScan = /^SCAN (\w+)$/.exec(line);
        // Rooms (a few hundred at most) are matched by LIKE; no other table is read whole.
        if (bareScan) expect([...SMALL_TABLES, 'rooms'], plan.join('\n')).toContain(bareScan[1]);
      }
    }
    const search = found.flatMap(planOf).join('\n');
    for (const index of indexes) expect(search).toContain(`${index} VIRTUAL TABLE INDEX`);
  }
  const matchesFound = (statements: Captured[]) => statements.filter((s) => /json_group_array/.test(s.sql) && /\bmatch\b/i.test(s.sql));

  it('knows each trigram index by its columns', () => {
    for (const [index, columns] of Object.entries(FULL_TEXT_COLUMNS)) {
      expect((db.$client.pragma(`table_info(${index})`) as { name: string }[]).map((column) => column.name)).toEqual(columns);
    }
  });
  const countOf = (statements: Captured[]) => statements.find((s) => /count\(\*\)/i.test(s.sql))!;
  const pageOf = (statements: Captured[]) => statements.find((s) => /limit \?/i.test(s.sql))!;
  /** The admin complaints list as its screen asks for it. */
  const complaintsList = (input: object) => adminList({ ...started.deps, now: () => NOW }, adminComplaintListInput.parse(input));
  /** A search's page of complaints (10 a page), and the same page as a LIKE over titles and descriptions finds it. */
  const pageIds = (search: string, page: number) => complaintsList({ search, page }).complaints.map((c) => c._id);
  const likeIds = (search: string, page: number) =>
    db.$client
      .prepare(`SELECT id FROM complaints WHERE title LIKE ? OR description LIKE ? ORDER BY created_at DESC, rowid DESC LIMIT 10 OFFSET ?`)
      .pluck()
      .all(`%${search}%`, `%${search}%`, (page - 1) * 10);

  it('users by name, email or phone', () => {
    expectFullText(
      capture(() => listUsers(db, adminUserListInput.parse({ search: 'guest12' }))),
      ['users_fts'],
    );
  });

  it("bookings by the guest's name or email (and the room's, on the few rooms)", () => {
    expectFullText(
      capture(() => listBookings(db, adminBookingListInput.parse({ search: 'Guest 42' }))),
      ['users_fts'],
    );
    // A room that matches: its bookings are sought on the room's index, not read whole.
    expectFullText(
      capture(() => listBookings(db, adminBookingListInput.parse({ search: 'Room 7' }))),
      ['users_fts'],
    );
    // A reference read out on the phone: its booking through the unique index.
    const byReference = capture(() => listBookings(db, adminBookingListInput.parse({ search: 'k7q 4zp' })));
    expectFullText(byReference, ['users_fts']);
    expect(matchesFound(byReference).flatMap(planOf).join('\n')).toContain('USING COVERING INDEX bookings_reference_unique');
  });

  it("payment history by the guest's name or email, the room's, and the order's delivery location", () => {
    const statements = capture(() =>
      paymentHistory({ ...started.deps, now: () => NOW }, paymentHistoryInput.parse({ type: 'booking', search: 'Guest 42' })),
    );
    // One search serves the table and the revenue cards, which match bookings and orders alike: guests
    // through the ledger's own `customer_id`, orders' delivery locations through their own index.
    expectFullText(statements, ['users_fts', 'food_orders_fts']);
    expect(matchesFound(statements).flatMap(planOf).join('\n')).toContain('payments_customer_idx');
    expect(statements.filter((s) => /\bsum\(/i.test(s.sql))).toHaveLength(1);
  });

  it('complaints by title, description or customer', () => {
    expectFullText(
      capture(() => complaintsList({ search: 'room 7' })),
      ['complaints_fts', 'users_fts'],
    );
  });

  it('a search counts its matches without reading the searched table, unless another filter needs its rows', () => {
    const search = (extra: object) => capture(() => complaintsList({ search: 'room 7', ...extra }));
    // The complaints' own index gives rowids; customers' complaints come from the customer index alone.
    const plainSearch = search({});
    const found = matchesFound(plainSearch).flatMap(planOf).join('\n');
    expect(found).not.toMatch(/SEARCH complaints USING INTEGER PRIMARY KEY|SCAN complaints\b/);
    expect(found).toContain('COVERING INDEX complaints_customer_idx');
    // Then the matches are counted as they are, by no statement at all.
    expect(plainSearch.filter((s) => /count\(\*\)/i.test(s.sql))).toEqual([]);
    // A status filter reads each match's row for its status, by rowid.
    expect(planOf(countOf(search({ status: 'resolved' }))).join('\n')).toContain('SEARCH complaints USING INTEGER PRIMARY KEY');
  });

  it('few matches are sought and sorted; many are found by walking the sort index until the page is full', () => {
    const complaintsPage = (search: string) => planOf(pageOf(capture(() => complaintsList({ search })))).join('\n');
    // 'Complaint 4242' is one complaint; 'room 1' (rooms 1 and 10 to 19) is in thousands of descriptions.
    expect(complaintsList({ search: 'Complaint 4242' }).total).toBe(1);
    expect(complaintsList({ search: 'room 1' }).total).toBeGreaterThan(1000);
    expect(complaintsPage('Complaint 4242')).toContain('SEARCH complaints USING INTEGER PRIMARY KEY');
    // More (2,750): SQLite walks the sort index and probes them; the page itself is not sorted.
    const many = complaintsPage('room 1');
    expect(many).toContain('SCAN complaints USING INDEX complaints_created_idx');
    expect(many.split('\n').at(-1)).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    expect(complaintsPage('Complaint 4242').split('\n').at(-1)).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it('many matches, none among the newest rows: the walk reads rowids off the index in doubling batches, then the page by rowid', () => {
    // 4,000 complaints: 3,990 filed long before all others, 10 after them, so a search for them finds
    // a few at once and then walks past the 10,000 others.
    db.$client.exec(`
      WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 4000),
        t(i, at) AS (SELECT i, strftime('%Y-%m-%dT%H:%M:%fZ', IIF(i > 3990, '2030-01-01', '2020-01-01'), '+' || i || ' minutes') FROM s)
      INSERT INTO complaints (id, customer_id, title, description, category, priority, status, created_at, updated_at)
        SELECT 'w' || i, 'u1', 'Walk ' || i, 'Found far back', 'room', 'low', 'resolved', at, at FROM t`);
    try {
      expect(complaintsList({ search: 'far back' }).total).toBe(4000);
      for (const page of [1, 2, 150, 400]) expect(pageIds('far back', page)).toEqual(likeIds('far back', page));
      expect(pageIds('far back', 401)).toEqual([]);

      const statements = capture(() => complaintsList({ search: 'far back', page: 2 }));
      const walk = statements.filter((s) => /^select "complaints".rowid from "complaints"/i.test(s.sql));
      expect(walk.length).toBeGreaterThan(2);
      for (const batch of walk) expect(planOf(batch)).toEqual(['SCAN complaints USING COVERING INDEX complaints_created_idx']);
      expect(planOf(pageOf(statements.slice(statements.indexOf(walk.at(-1)!) + 1))).join('\n')).toContain(
        'SEARCH complaints USING INTEGER PRIMARY KEY (rowid=?)',
      );
    } finally {
      db.$client.exec(`DELETE FROM complaints WHERE id GLOB 'w*'`);
    }
  });

  it('a page SQLite walks from the sort index holds the rows a LIKE over the table finds, in the same order', () => {
    expect(pageIds('room 1', 3)).toEqual(likeIds('room 1', 3));
    // A deep page and the last one.
    const { total } = complaintsList({ search: 'room 1' });
    const last = Math.ceil(total / 10);
    for (const page of [40, last]) expect(pageIds('room 1', page)).toEqual(likeIds('room 1', page));
    expect(pageIds('room 1', last).length).toBe(total - (last - 1) * 10);
    expect(pageIds('room 1', last + 1)).toEqual([]);
  });

  it('keeps substring semantics, wildcards literal, and LIKE for one or two characters', () => {
    const found = (search: string) => listUsers(db, adminUserListInput.parse({ search, limit: 100 })).total;
    expect(found('uest 4999')).toBe(1);
    expect(found('GUEST4999@EXAMPLE')).toBe(1);
    expect(found('guest_4999')).toBe(0);
    expect(found('%')).toBe(0);
    // 'guest99@', 'guest199@', … 'guest4999@' and more: found by LIKE.
    expect(found('99')).toBeGreaterThanOrEqual(50);
  });
});
