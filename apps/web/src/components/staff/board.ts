import { currentLanguage, localeOf, m, t, type BookingStatus, type FoodOrderStatus } from '@innkeep/api-contract';

/** A food order's status in words (the API's value stays English): source texts, translated where shown. */
export const ORDER_STATUS_WORDS: Record<FoodOrderStatus, string> = {
  pending: m('pending'),
  preparing: m('preparing'),
  ready: m('ready'),
  delivered: m('delivered'),
  cancelled: m('cancelled'),
};

/** How long ago an order came in, for the kitchen: 'Just now', '12 min ago', '1 h 5 min ago', '2 d ago'. */
export function orderAge(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
  if (minutes < 1) return t('Just now');
  if (minutes < 60) return t('{minutes} min ago', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 === 0 ? t('{hours} h ago', { hours }) : t('{hours} h {minutes} min ago', { hours, minutes: minutes % 60 });
  return t('{days} d ago', { days: Math.floor(hours / 24) });
}

/** '2 × Club Sandwich, 1 × Tea'. */
export function itemsSummary(items: readonly { name: string; quantity: number }[]): string {
  return items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}

export interface BookingDue {
  /** On today's list: arriving or departing today, or overdue. */
  today: boolean;
  /** A source text: translated where shown. */
  label: string;
  color: string;
}

/**
 * Where a booking stands in the day's work, from the hotel's date: arrivals are due on the check-in
 * day, departures on the check-out day; anything earlier is overdue. A checked-out stay is done.
 */
export function bookingDue(booking: { status: BookingStatus; checkIn: string; checkOut: string }, today: string): BookingDue {
  if (booking.status === 'checked-in') {
    if (booking.checkOut < today) return { today: true, label: m('Overdue departure'), color: 'red' };
    if (booking.checkOut === today) return { today: true, label: m('Departs today'), color: 'orange' };
    return { today: false, label: m('In house'), color: 'teal' };
  }
  // Gone already: nothing left to do, and its past check-in day does not make it a late arrival.
  if (booking.status === 'checked-out') return { today: false, label: m('Departed'), color: 'gray' };
  if (booking.checkIn < today) return { today: true, label: m('Late arrival'), color: 'red' };
  if (booking.checkIn === today) return { today: true, label: m('Arrives today'), color: 'blue' };
  return { today: false, label: m('Awaiting confirmation'), color: 'yellow' };
}

/**
 * The message to show for a failed action: the server's own words when it answered the request
 * (a 409 'This booking is already checked-in', a 400 rule), else the spec's failure text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { message, data } = error as { message?: unknown; data?: { httpStatus?: unknown } | null };
  const status = typeof data?.httpStatus === 'number' ? data.httpStatus : 0;
  return status >= 400 && status < 500 && typeof message === 'string' && message ? message : fallback;
}

/** A hotel date as the board's heading shows it: 'Monday, June 15'. */
export function longDay(day: string): string {
  const [y, month, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (month ?? 1) - 1, d ?? 1).toLocaleDateString(localeOf(currentLanguage()), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

/** A stay's date on the board: 'Sat, Nov 21', with the year only when it is not the hotel's current one. */
export function boardDay(day: string, today: string): string {
  const [y, month, d] = day.split('-').map(Number);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Date(y ?? 1970, (month ?? 1) - 1, d ?? 1).toLocaleDateString(localeOf(currentLanguage()), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
