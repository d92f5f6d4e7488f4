import {
  BOOKING_STATUS_COLORS,
  BLOCKING_BOOKING_STATUSES,
  addDays,
  currentLanguage,
  localeOf,
  m,
  t,
  type BookingStatus,
  type RoomStatus,
} from '@innkeep/api-contract';

/** The hotel days from `from`, `count` of them. */
export function windowDays(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

interface Stay {
  _id: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  status: BookingStatus;
  guestName: string;
}

/** Whether a booking in this status holds its nights (pending, confirmed, checked in). */
export const holds = (status: BookingStatus) => (BLOCKING_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);

/**
 * Which stay fills each night of each room ('roomId|day'). A booking holding its nights wins over a
 * stay already had (a guest who left early, whose nights were sold again).
 */
export function nightsByRoom<S extends Stay>(stays: readonly S[]): Map<string, S> {
  const nights = new Map<string, S>();
  for (const stay of stays) {
    for (let day = stay.checkIn; day < stay.checkOut; day = addDays(day, 1)) {
      const key = `${stay.roomId}|${day}`;
      const there = nights.get(key);
      if (!there || (holds(stay.status) && !holds(there.status))) nights.set(key, stay);
    }
  }
  return nights;
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
// The reader's language; English keeps the desk's day-first 'Tue 24 Nov'.
const dayLocale = () => localeOf(currentLanguage(), 'en-GB');

/** 'Tue 24 Nov' ('mar, 24 nov', 'Di., 24. Nov.') for a hotel day, read as a calendar day (no time zone shift). */
export function shortDayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(dayLocale(), DAY_FORMAT);
}

/** A day header's lines, weekday, day and month in the language's order: ['Tue', '24', 'Nov']. */
export function dayHeaderParts(day: string): string[] {
  return new Intl.DateTimeFormat(dayLocale(), DAY_FORMAT)
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value);
}

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: m('awaiting confirmation'),
  confirmed: m('confirmed'),
  'checked-in': m('checked in'),
  'checked-out': m('checked out'),
  cancelled: m('cancelled'),
  'no-show': m('no-show'),
};

/** A channel's stay as the desk calendar has it (Booking.com, Airbnb…). */
interface ChannelStay {
  roomId: string;
  bedId: string | null;
  checkIn: string;
  checkOut: string;
  channel: string;
  summary: string;
  conflict: string | null;
}

/** A channel stay's name on its bar and for screen readers: 'Booking.com · Reserved', and its conflict in words. */
export function externalLabel(stay: Pick<ChannelStay, 'channel' | 'summary' | 'conflict'>, withConflict = false): string {
  const name = stay.summary ? `${stay.channel} · ${stay.summary}` : stay.channel;
  return withConflict && stay.conflict !== null ? t('Conflict · {stay}', { stay: name }) : name;
}

/** Which channel stay holds each night, keyed '{place}|day': the room's for a whole-room stay, else the bed's. */
export function externalNights<S extends ChannelStay>(stays: readonly S[]): Map<string, S> {
  const nights = new Map<string, S>();
  for (const stay of stays)
    for (let day = stay.checkIn; day < stay.checkOut; day = addDays(day, 1)) nights.set(`${stay.bedId ?? stay.roomId}|${day}`, stay);
  return nights;
}

/**
 * A cell's name for screen readers: 'Room 104, Tue 24 Nov, free', '… booked by Ana Silva, checked in',
 * '… held by Booking.com · Reserved' or both, when a channel's stay is in conflict with the booking.
 */
export function cellLabel(
  room: { roomNumber: string; status: RoomStatus },
  day: string,
  stay: Pick<Stay, 'guestName' | 'status'> | undefined,
  selected = false,
  external?: ChannelStay,
): string {
  const values = { number: room.roomNumber, day: shortDayLabel(day), held: external ? externalLabel(external, true) : '' };
  if (!stay && external) return t('Room {number}, {day}, held by {held}', values);
  if (!stay && room.status === 'maintenance') return t('Room {number}, {day}, in maintenance', values);
  if (!stay) return selected ? t('Room {number}, {day}, free, selected', values) : t('Room {number}, {day}, free', values);
  const booked = { ...values, guest: stay.guestName, status: t(STATUS_WORDS[stay.status]) };
  return external
    ? t('Room {number}, {day}, booked by {guest}, {status}; also held by {held}', booked)
    : t('Room {number}, {day}, booked by {guest}, {status}', booked);
}

export const stayColor = (status: BookingStatus) => BOOKING_STATUS_COLORS[status];

/** A selection of nights in one room, [first, last] inclusive, in either order as it was made. */
export interface NightSelection {
  roomId: string;
  anchor: string;
  end: string;
}

/** The stay a selection stands for: check-in at its first night, check-out the morning after its last. */
export function selectionStay(selection: NightSelection): { roomId: string; checkIn: string; checkOut: string } {
  const [first, last] = selection.anchor <= selection.end ? [selection.anchor, selection.end] : [selection.end, selection.anchor];
  return { roomId: selection.roomId, checkIn: first, checkOut: addDays(last, 1) };
}

/** Whether `day` of `roomId` lies in the selection. */
export function isSelected(selection: NightSelection | null, roomId: string, day: string): boolean {
  if (!selection || selection.roomId !== roomId) return false;
  const { checkIn, checkOut } = selectionStay(selection);
  return day >= checkIn && day < checkOut;
}

/** True when every night of the selection is free (a selection may not cross a booking, nor a channel's stay in `held`). */
export function selectionIsFree(
  selection: NightSelection,
  nights: ReadonlyMap<string, Stay>,
  held: ReadonlyMap<string, unknown> = new Map(),
): boolean {
  const { roomId, checkIn, checkOut } = selectionStay(selection);
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) {
    const stay = nights.get(`${roomId}|${day}`);
    if ((stay && holds(stay.status)) || held.has(`${roomId}|${day}`)) return false;
  }
  return true;
}

/** Rooms grouped by floor, in the order given (the server sorts by floor and number). */
export function byFloor<R extends { floor: number }>(rooms: readonly R[]): { floor: number; rooms: R[] }[] {
  const groups: { floor: number; rooms: R[] }[] = [];
  for (const room of rooms) {
    const last = groups.at(-1);
    if (last?.floor === room.floor) last.rooms.push(room);
    else groups.push({ floor: room.floor, rooms: [room] });
  }
  return groups;
}

/** How many nights of a stay, from `day` on, the window still shows. */
export function visibleNights(stay: { checkOut: string }, day: string, days: readonly string[]): number {
  return days.filter((d) => d >= day && d < stay.checkOut).length;
}
