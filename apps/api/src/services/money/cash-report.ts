import { and, eq, sql } from 'drizzle-orm';
import {
  CASH_REPORT_MAX_DAYS,
  CASH_REPORT_MSG,
  LEDGER_MSG,
  hotelToday,
  stayNights,
  toDollars,
  type CashReportQuery,
} from '@innkeep/api-contract';
import { payments } from '@innkeep/db';
import type { ReaderDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { hotelDayRange, movedIn, recorderNames } from './ledger';

/*
 * Closing the drawer: the cash the ledger holds per hotel day and per person who recorded it. Only
 * `payments` is read (no booking or order), through the cash rows' own covering index.
 */

interface CashCents {
  takenCents: number;
  refundedCents: number;
  count: number;
}

const empty = (): CashCents => ({ takenCents: 0, refundedCents: 0, count: 0 });

function add(figure: CashCents, row: { kind: string; amountCents: number }): void {
  if (row.kind === 'refund') figure.refundedCents += row.amountCents;
  else figure.takenCents += row.amountCents;
  figure.count += 1;
}

/** Major units leave the server; the sums stay in cents until here. */
const inDollars = (figure: CashCents) => ({
  cashTaken: toDollars(figure.takenCents),
  cashRefunded: toDollars(figure.refundedCents),
  net: toDollars(figure.takenCents - figure.refundedCents),
  count: figure.count,
});

/** The report's days: `from`..`to` (inclusive), one day when only one end is given, today when neither. */
function daysOf(deps: ReaderDeps, query: CashReportQuery): { from: string; to: string } {
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (from > today ? from : today);
  if (from <= to && stayNights(from, to) + 1 > CASH_REPORT_MAX_DAYS) throw fail.badRequest(CASH_REPORT_MSG.tooLong);
  return { from, to };
}

/**
 * GET /api/admin/reports/cash (everyone's cash) and /api/staff/reports/cash (`recordedBy`: the
 * caller's own drawer): cash taken, cash refunded and the net per hotel day and person, each day's
 * and each person's sums over the range, and the whole range's. Days without cash are left out.
 */
export function cashReport(deps: ReaderDeps, query: CashReportQuery, recordedBy?: string) {
  const { db } = deps;
  const zone = deps.env.HOTEL_TIMEZONE;
  const days = daysOf(deps, query);
  const rows = db
    .select({ at: payments.at, kind: payments.kind, amountCents: payments.amountCents, recordedBy: payments.recordedBy })
    .from(payments)
    // The literal matches the partial index's condition (a bound parameter would not).
    .where(
      and(
        sql`${payments.method} = 'cash'`,
        movedIn(hotelDayRange(days, zone)),
        recordedBy ? eq(payments.recordedBy, recordedBy) : undefined,
      ),
    )
    .all();

  const name = recorderNames(
    db,
    rows.map((row) => row.recordedBy),
  );
  const byDay = new Map<string, { total: CashCents; people: Map<string, CashCents> }>();
  const byPerson = new Map<string, CashCents>();
  const total = empty();
  for (const row of rows) {
    const date = hotelToday(new Date(row.at), zone);
    const day = byDay.get(date) ?? { total: empty(), people: new Map<string, CashCents>() };
    byDay.set(date, day);
    const key = row.recordedBy ?? '';
    const person = day.people.get(key) ?? empty();
    day.people.set(key, person);
    const overall = byPerson.get(key) ?? empty();
    byPerson.set(key, overall);
    for (const figure of [day.total, person, overall, total]) add(figure, row);
  }

  const people = (figures: Map<string, CashCents>) =>
    [...figures]
      .map(([id, figure]) => ({ staffId: id || null, name: name(id || null) ?? LEDGER_MSG.notRecorded, ...inDollars(figure) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  return {
    ...days,
    days: [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({ date, ...inDollars(day.total), staff: people(day.people) })),
    staff: people(byPerson),
    totals: inDollars(total),
  };
}
export type CashReport = ReturnType<typeof cashReport>;
