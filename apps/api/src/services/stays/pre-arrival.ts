import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, formatHotelDay, hotelToday, t } from '@innkeep/api-contract';
import { bookings, mailOutbox, rooms, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { repeat, type Job } from '../../engine/jobs';
import { mailLinkBase, queueMail } from '../messages/mail-outbox';
import { daysSetting, getHotelInfo } from '../operations/settings';

/** Settings key: how many days before arrival the pre-arrival mail goes. */
export const PRE_ARRIVAL_DAYS_KEY = 'preArrivalDays';
export const DEFAULT_PRE_ARRIVAL_DAYS = 3;

export function preArrivalDays(db: DbOrTx): number {
  return daysSetting(db, PRE_ARRIVAL_DAYS_KEY, DEFAULT_PRE_ARRIVAL_DAYS);
}

const preArrivalKey = sql`'pre-arrival:' || ${bookings.id} || ':' || lower(${users.email})`;

/**
 * Confirmed stays arriving from today to `days` ahead whose guest has no pre-arrival mail yet: the
 * status index for the window, the outbox's unique key for the check.
 */
export function duePreArrivals(db: DbOrTx, today: string, days: number) {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      name: users.name,
      email: users.email,
      room: rooms.name,
      roomNumber: rooms.roomNumber,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.checkIn, today),
        lte(bookings.checkIn, addDays(today, days)),
        sql`NOT EXISTS (SELECT 1 FROM ${mailOutbox} WHERE ${mailOutbox.key} = ${preArrivalKey})`,
      ),
    )
    .all();
}

/** Writes the pre-arrival mail of each stay that is due, with the online check-in link; idempotent. */
export function queuePreArrivalMails(deps: Pick<AppDeps, 'db' | 'env' | 'now'>): number {
  const today = hotelToday(deps.now(), deps.env.HOTEL_TIMEZONE);
  const due = duePreArrivals(deps.db, today, preArrivalDays(deps.db));
  if (due.length === 0) return 0;
  const base = mailLinkBase(deps.env);
  return deps.db.transaction((tx) => {
    const hotel = getHotelInfo(tx);
    return due.filter((stay) =>
      queueMail(tx, deps, { email: stay.email }, () => ({
        event: `pre-arrival:${stay.id}`,
        kind: 'pre-arrival',
        content: {
          subject: t('See you on {day}: check in online', { day: formatHotelDay(stay.checkIn) }),
          paragraphs: [
            t('Dear {name}, your room is ready to be prepared.', { name: stay.name }),
            t('Questions? Call {phone}.', { phone: hotel.contactPhone }),
          ],
          details: [
            [t('Room'), t('{name} (room {roomNumber})', { name: stay.room, roomNumber: stay.roomNumber })],
            [t('Check-in'), t('{day} from {time}', { day: formatHotelDay(stay.checkIn), time: hotel.checkInTime })],
            [t('Address'), hotel.address],
          ],
          action: { label: t('Check in online'), url: `${base}/bookings/${stay.id}/check-in` },
        },
      })),
    ).length;
  });
}

const PRE_ARRIVAL_EVERY_MS = 15 * 60_000;

/** The pre-arrival mails are found and written here, at start and every 15 minutes, never on a request's path. */
export function startPreArrivalMail(deps: AppDeps, onError: (error: unknown) => void): Job {
  return repeat(PRE_ARRIVAL_EVERY_MS, () => void queuePreArrivalMails(deps), onError);
}
