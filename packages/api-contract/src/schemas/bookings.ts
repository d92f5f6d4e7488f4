// No zod here: the public pages use these rules, and zod stays with the forms (./stay-inputs).
import { type BookingStatus, type RoomStatus } from '../constants';
import { localeOf } from '../i18n/languages';
import { currentLanguage, m, t } from '../i18n/translate';

/** Longest stay one booking may cover; longer stays are arranged with the front desk. */
export const MAX_STAY_NIGHTS = 30;
/** Most guests any booking form accepts before the room's own capacity is checked. */
export const MAX_GUESTS = 50;

/**
 * Booking statuses whose nights are taken: the one list every overlap check uses. A checked-out,
 * cancelled or no-show booking frees the room (a no-show's remaining nights can be sold again).
 */
export const BLOCKING_BOOKING_STATUSES = ['pending', 'confirmed', 'checked-in'] as const satisfies readonly BookingStatus[];
/** Statuses a guest may still cancel from (while check-in is far enough away). */
export const CANCELLABLE_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  'checked-in': 'green',
  'checked-out': 'gray',
  cancelled: 'red',
  'no-show': 'grape',
};

export const PAYMENT_STATUS_COLORS = { pending: 'orange', 'partially-paid': 'yellow', paid: 'green', refunded: 'grape' } as const;

/** A booking status in words: the API's own, translated where shown (badges; sentences in lower case). */
export const BOOKING_STATUS_WORDS: Record<BookingStatus, string> = {
  pending: m('pending'),
  confirmed: m('confirmed'),
  'checked-in': m('checked-in'),
  'checked-out': m('checked-out'),
  cancelled: m('cancelled'),
  'no-show': m('no-show'),
};
/** A status inside a sentence: its label (capitalised for badges in some languages) in lower case. */
export const bookingStatusWord = (status: string): string =>
  t(BOOKING_STATUS_WORDS[status as BookingStatus] ?? status).toLocaleLowerCase(localeOf(currentLanguage()));

/**
 * Booking texts: the spec's (§5, §6, §8, §9) quoted exactly, plus the ones it leaves open. Settings that
 * may pass 999 go in as text, so English keeps writing them without grouping ("1000").
 */
export const BOOKINGS_MSG = {
  // The booking form's and the guest's bookings' own words: here, so those pages need no ledger or rates schemas.
  payLinkFailed: 'Could not open the payment page. Please try again.',
  nonRefundable: 'Non-refundable: cancelling refunds nothing',
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  checkInPast: 'Check-in date cannot be in the past',
  maxGuests: (capacity: number) => t('Maximum {capacity} guests allowed for this room', { capacity }),
  minGuests: 'At least 1 guest is required',
  guestsRequired: 'Please enter the number of guests',
  invalidDate: 'Please enter dates as YYYY-MM-DD',
  maxStay: `A booking can cover at most ${MAX_STAY_NIGHTS} nights. For a longer stay, please contact the front desk.`,
  roomNotAvailable: (status: RoomStatus) => t('This room is not available for booking (it is {status})', { status }),
  occupiedToday: (roomNumber: string) =>
    t('Room {roomNumber} is occupied tonight: choose a later check-in or another room', { roomNumber }),
  overlap: (roomNumber: string, checkIn: string, checkOut: string) =>
    t('Room {roomNumber} is already booked for some nights between {checkIn} and {checkOut}', { roomNumber, checkIn, checkOut }),
  loginToBook: 'Please login to book a room',
  customersOnly: 'Only customers can book rooms',
  created: 'Booking created successfully!',
  createFailed: 'Failed to create booking',
  freeCancellation: (hours: number) => t('Free cancellation up to {hours} hours before check-in', { hours: String(hours) }),
  bookingNotFound: 'Booking not found',
  cancelled: 'Booking cancelled',
  cancelFailed: 'Failed to cancel booking',
  cancelTooLate: (hours: number) =>
    t('Free cancellation ends {hours} hours before check-in. Please contact the front desk to change this booking.', {
      hours: String(hours),
    }),
  nonRefundableCancelTooLate: 'This booking can no longer be cancelled: check-in time has passed.',
  cannotCancelStatus: (status: BookingStatus) =>
    t('This booking is {status} and can no longer be cancelled', { status: bookingStatusWord(status) }),
  tooManyPending: (max: number) =>
    t('You already have {max} unpaid bookings awaiting confirmation. Please pay or cancel one before booking again.', { max: String(max) }),
  tooFarAhead: (days: number) => t('Bookings can be made at most {days} days ahead.', { days: String(days) }),
  referenceIs: (reference: string) => t('Your booking reference is {reference}: quote it when you call the front desk.', { reference }),
} as const;

/**
 * Whether a room's status allows a stay starting `checkIn` (nights decide the rest, through the
 * overlap check): a room in maintenance takes no bookings; an occupied room takes none for tonight,
 * as its guest is still in it. Cleaning blocks nothing: the room is ready by check-in time.
 */
export function roomStatusProblem(
  room: { status: RoomStatus; roomNumber: string; saleMode?: 'room' | 'bed' },
  checkIn: string,
  today: string,
): string | null {
  if (room.status === 'maintenance') return BOOKINGS_MSG.roomNotAvailable(room.status);
  // A dormitory with guests in it still sells its free beds tonight (the beds' own count decides).
  if (room.status === 'occupied' && room.saleMode !== 'bed' && checkIn <= today) return BOOKINGS_MSG.occupiedToday(room.roomNumber);
  return null;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (so 2026-02-30 is refused). */
export function isHotelDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Nights between two hotel days; zero or negative when check-out is not after check-in. */
export function stayNights(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** Date rules that need neither the room nor the clock: both dates, their order, the stay's length. */
export function stayProblem(checkIn: string, checkOut: string): string | null {
  if (!checkIn || !checkOut) return BOOKINGS_MSG.datesRequired;
  // 'YYYY-MM-DD' strings order like the days they name.
  if (checkOut <= checkIn) return BOOKINGS_MSG.checkOutAfterCheckIn;
  if (stayNights(checkIn, checkOut) > MAX_STAY_NIGHTS) return BOOKINGS_MSG.maxStay;
  return null;
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/**
 * Every booking rule that can be checked without the other bookings. The form uses it to explain a
 * problem before sending; the server applies it again with the hotel's today and the stored room.
 */
export function bookingProblem(stay: StayRequest, room: { capacity: number }, today: string): string | null {
  const dates = stayProblem(stay.checkIn, stay.checkOut);
  if (dates) return dates;
  if (stay.checkIn < today) return BOOKINGS_MSG.checkInPast;
  if (stay.guests < 1) return BOOKINGS_MSG.minGuests;
  if (stay.guests > room.capacity) return BOOKINGS_MSG.maxGuests(room.capacity);
  return null;
}

/** The characters of a booking reference: no 0/O or 1/I/L to mix up on the phone (the bookings_reference migration). */
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A search that reads as a booking reference ('k7q 4zp', 'K7Q4ZP'), written as stored ('K7Q-4ZP'); else null. */
export function asBookingReference(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== 6 || [...code].some((c) => !BOOKING_REFERENCE_ALPHABET.includes(c))) return null;
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
