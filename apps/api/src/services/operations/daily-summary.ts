import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { DAILY_SUMMARY_DEFAULT_HOUR, addDays, formatHotelDay, hotelToday, t } from '@innkeep/api-contract';
import { bookings, channelFeeds, complaints, externalStays, mailOutbox, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { repeat, type Job } from '../../engine/jobs';
import { hotelInstant } from '../../lib/dates';
import { mailLinkBase, queueMail } from '../messages/mail-outbox';
import type { MailContent } from '../messages/mail-templates';
import { listPending } from '../messages/complaints';
import { bookingBalance } from '../money/ledger';
import type { BookingView } from '../stays/bookings';
import { deskDay } from '../stays/desk';
import { moneyText, storedSetting } from './settings';

/** Settings keys: the admins' daily summary on or off (off by default), and the hotel hour it goes at. */
export const DAILY_SUMMARY_KEY = 'dailySummary';
export const DAILY_SUMMARY_HOUR_KEY = 'dailySummaryHour';

export function dailySummarySettings(db: DbOrTx): { dailySummary: boolean; dailySummaryHour: number } {
  const hour = storedSetting(db, DAILY_SUMMARY_HOUR_KEY);
  return {
    dailySummary: storedSetting(db, DAILY_SUMMARY_KEY) === true,
    dailySummaryHour: typeof hour === 'number' && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DAILY_SUMMARY_DEFAULT_HOUR,
  };
}

function namesById(db: DbOrTx, table: typeof rooms | typeof channelFeeds, name: SQLiteColumn, ids: string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids)).all() as { id: string; name: string }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Each list in the mail names this many at most; the counts cover them all. */
export const SUMMARY_LIST_SIZE = 5;

const listed = (names: string[], total: number) =>
  `${names.join('; ')}${total > names.length ? t('; and {count} more', { count: total - names.length }) : ''}.`;

/**
 * The day at a glance: today's arrivals and departures (the desk's lists), the stays in house or
 * leaving with money owed, open complaints (the staff board's index) and channel stays over another
 * stay that the desk has not settled. Every read is a day's stays or a few rows of an index.
 */
export function dailySummaryContent(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, day: string): MailContent {
  const desk = deskDay(deps, day);
  const stay = (b: BookingView) => t('room {roomNumber}, {name}', { roomNumber: b.room.roomNumber, name: b.customer.name });

  const present = [...desk.arrivals.filter((b) => b.status === 'checked-in'), ...desk.inHouse, ...desk.departures];
  const rows = present.length
    ? deps.db
        .select({ id: bookings.id, totalCents: bookings.totalCents, status: bookings.status })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            present.map((b) => b._id),
          ),
        )
        .all()
    : [];
  const owed = new Map(rows.map((row) => [row.id, bookingBalance(deps.db, row).balanceCents]));
  const unpaid = present.filter((b) => (owed.get(b._id) ?? 0) > 0);
  const unpaidCents = unpaid.reduce((sum, b) => sum + (owed.get(b._id) ?? 0), 0);

  const openComplaints = deps.db.select({ n: count() }).from(complaints).where(isNotNull(complaints.openPriorityRank)).get()?.n ?? 0;
  const worstComplaints = listPending(deps.db, SUMMARY_LIST_SIZE);

  // A channel's stay holds at most a year, so one not over yet arrived within the last year: the arrival index bounds the walk.
  const conflicting = and(
    gt(externalStays.checkIn, addDays(day, -366)),
    gt(externalStays.checkOut, day),
    isNotNull(externalStays.conflict),
  );
  const conflictCount = deps.db.select({ n: count() }).from(externalStays).where(conflicting).get()?.n ?? 0;
  const conflicts = deps.db
    .select({
      feedId: externalStays.feedId,
      roomId: externalStays.roomId,
      checkIn: externalStays.checkIn,
      conflict: externalStays.conflict,
    })
    .from(externalStays)
    .where(conflicting)
    .orderBy(asc(externalStays.checkIn), asc(externalStays.id))
    .limit(SUMMARY_LIST_SIZE)
    .all();
  // The few feeds and rooms named, by key (a join let the planner walk every room first).
  const feedNames = namesById(
    deps.db,
    channelFeeds,
    channelFeeds.name,
    conflicts.map((c) => c.feedId),
  );
  const roomNumbers = namesById(
    deps.db,
    rooms,
    rooms.roomNumber,
    conflicts.map((c) => c.roomId),
  );

  const arrivals = desk.arrivals;
  const unpaidLabel = t('Unpaid balances');
  const sections: [string, number, string[]][] = [
    [
      t('Arrivals'),
      arrivals.length,
      arrivals.slice(0, SUMMARY_LIST_SIZE).map((b) => (b.checkedInOnline ? t('{stay} (checked in online)', { stay: stay(b) }) : stay(b))),
    ],
    [t('Departures'), desk.departures.length, desk.departures.slice(0, SUMMARY_LIST_SIZE).map(stay)],
    [unpaidLabel, unpaid.length, unpaid.slice(0, SUMMARY_LIST_SIZE).map((b) => `${stay(b)}: ${moneyText(deps.db, owed.get(b._id) ?? 0)}`)],
    [t('Open complaints'), openComplaints, worstComplaints.map((c) => `${c.title} (${c.priority}, ${c.status})`)],
    [
      t('Channel conflicts'),
      conflictCount,
      conflicts.map(
        (c) =>
          `${t('{channel}, room {roomNumber} from {day}', {
            channel: feedNames.get(c.feedId) ?? '',
            roomNumber: roomNumbers.get(c.roomId) ?? '',
            day: formatHotelDay(c.checkIn),
          })}: ${c.conflict ?? ''}`,
      ),
    ],
  ];
  return {
    subject: t('Daily summary for {day}: {arriving} arriving, {leaving} leaving', {
      day: formatHotelDay(day),
      arriving: arrivals.length,
      leaving: desk.departures.length,
    }),
    details: sections.map(([label, total]): [string, string] =>
      label === unpaidLabel && total > 0 ? [label, `${total} (${moneyText(deps.db, unpaidCents)})`] : [label, String(total)],
    ),
    paragraphs: sections.filter(([, total]) => total > 0).map(([label, total, names]) => `${label}: ${listed(names, total)}`),
    action: { label: t('Open the front desk'), url: `${mailLinkBase(deps.env)}/desk` },
  };
}

/**
 * Once the set hour has come on a hotel date, the summary of that date to every administrator. The
 * outbox's key (`daily-summary:<date>` and the recipient) writes it once per date and admin, so
 * later turns and restarts add nothing; nothing is read while every admin has today's.
 */
export function queueDailySummary(deps: Pick<AppDeps, 'db' | 'env' | 'now'>): number {
  const { dailySummary, dailySummaryHour } = dailySummarySettings(deps.db);
  if (!dailySummary) return 0;
  const now = deps.now();
  const timeZone = deps.env.HOTEL_TIMEZONE;
  const today = hotelToday(now, timeZone);
  if (now.getTime() < hotelInstant(today, `${String(dailySummaryHour).padStart(2, '0')}:00`, timeZone)) return 0;
  const event = `daily-summary:${today}`;
  const admins = deps.db.select({ email: users.email, language: users.language }).from(users).where(eq(users.role, 'admin')).all();
  const waiting = admins.filter(
    (admin) =>
      !deps.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `${event}:${admin.email.toLowerCase()}`))
        .get(),
  );
  if (waiting.length === 0) return 0;
  // Written once per language the waiting admins read.
  const contents = new Map<string, MailContent>();
  const contentIn = (language: string) => {
    let content = contents.get(language);
    if (!content) contents.set(language, (content = dailySummaryContent(deps, today)));
    return content;
  };
  return deps.db.transaction(
    (tx) =>
      waiting.filter((admin) =>
        queueMail(tx, deps, admin, () => ({ event, kind: 'daily-summary', content: contentIn(admin.language ?? 'en') })),
      ).length,
  );
}

/** How often the job looks whether the hour has come: a summary goes at most this late. */
export const DAILY_SUMMARY_EVERY_MS = 5 * 60_000;

/** The summary is written here, at start and every 5 minutes, never on a request's path. */
export function startDailySummary(deps: AppDeps, onError: (error: unknown) => void, everyMs = DAILY_SUMMARY_EVERY_MS): Job {
  return repeat(everyMs, () => void queueDailySummary(deps), onError);
}
