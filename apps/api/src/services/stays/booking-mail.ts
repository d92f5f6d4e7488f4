import {
  OFFER_LABELS,
  ROOM_TYPE_LABELS,
  addDays,
  currentLanguage,
  formatHotelDay,
  localeOf,
  t,
  type HotelInfo,
  type Offer,
  type RoomType,
} from '@innkeep/api-contract';
import { type bookings, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { icsCalendar } from '../../lib/ics';
import { mailLinkBase, queueMail, type MailReader } from '../messages/mail-outbox';
import { includedTaxCents } from '../money/invoices';
import { bookingPricing } from './pricing';
import type { BookingRecord } from './bookings';
import { amountText, getHotelInfo, moneyText } from '../operations/settings';

/** A priced line besides the nights, kept as values so the mail words it in its reader's language. */
type PriceLine =
  | { kind: 'extra-persons'; cents: number }
  | { kind: 'discount'; cents: number }
  | { kind: 'tax'; name: string; ratePercent: number | null; included: boolean; cents: number }
  | { kind: 'tax-included'; ratePercent: number; cents: number };

/** What a booking mail shows about the stay, from the price stored with the booking (`bookingMailView`). */
export interface BookingMailView {
  bookingId: string;
  room: { name: string; roomNumber: string; type: RoomType };
  /** A dormitory stay takes beds, not the room. */
  beds: number | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: { day: string; cents: number }[];
  /** Extra persons, the offer's discount and each tax, each an amount. */
  taxes: PriceLine[];
  totalCents: number;
  offer: Offer | null;
  /** Free cancellation ends at this instant; null when it no longer can be cancelled. */
  cancelBefore: string | null;
}

type BookingRow = typeof bookings.$inferSelect;

/**
 * The stay's nights with their prices, extra persons, discount and taxes as stored when it was
 * priced; a booking from before the rate calendar shows its total over its nights, the tax inside it.
 */
export function bookingMailView(
  hotel: HotelInfo,
  booking: BookingRow,
  room: { name: string; roomNumber: string; type: RoomType },
  cancelBefore: string | null,
): BookingMailView {
  const pricing = bookingPricing(booking);
  const stored = booking.pricing;
  const legacyTax = includedTaxCents(booking.totalCents, hotel.taxRatePercent);
  const lines: PriceLine[] = stored
    ? [
        ...(stored.extraPersonCents > 0 ? [{ kind: 'extra-persons' as const, cents: stored.extraPersonCents }] : []),
        ...(stored.discountCents > 0 ? [{ kind: 'discount' as const, cents: -stored.discountCents }] : []),
        ...stored.taxes.map((tax) => ({
          kind: 'tax' as const,
          name: tax.name,
          ratePercent: tax.ratePercent,
          included: tax.included,
          cents: tax.cents,
        })),
      ]
    : legacyTax > 0
      ? [{ kind: 'tax-included', ratePercent: hotel.taxRatePercent, cents: legacyTax }]
      : [];
  return {
    bookingId: booking.id,
    room: { name: room.name, roomNumber: room.roomNumber, type: room.type },
    beds: booking.beds ?? null,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    nights: pricing.nightlyCents.map((cents, i) => ({ day: addDays(booking.checkIn, i), cents })),
    taxes: lines,
    totalCents: booking.totalCents,
    offer: stored ? booking.offer : null,
    cancelBefore,
  };
}

function lineLabel(line: PriceLine): string {
  if (line.kind === 'extra-persons') return t('Extra persons');
  if (line.kind === 'discount') return t('{offer} discount', { offer: t(OFFER_LABELS.nonrefundable) });
  if (line.kind === 'tax-included') return t('Tax included ({rate}%)', { rate: line.ratePercent });
  const label = line.ratePercent === null ? line.name : t('{name} {rate}%', { name: line.name, rate: line.ratePercent });
  return line.included ? t('{label} (included)', { label }) : label;
}

/** The room as a mail names it: "2 beds in Dorm (room 12, Shared Room)". */
function roomText(view: BookingMailView): string {
  const room = t('{name} (room {roomNumber}, {type})', {
    name: view.room.name,
    roomNumber: view.room.roomNumber,
    type: t(ROOM_TYPE_LABELS[view.room.type]),
  });
  return view.beds ? t('{beds, plural, one {# bed} other {# beds}} in {room}', { beds: view.beds, room }) : room;
}

// One formatter per language and zone: building one costs more than the mail's other texts together.
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant in the hotel's zone, written for the mail's reader. */
function instantText(iso: string, timeZone: string): string {
  const locale = localeOf(currentLanguage());
  const key = `${locale} ${timeZone}`;
  let format = instantFormats.get(key);
  if (!format) instantFormats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(new Date(iso));
}

type MailDeps = Pick<AppDeps, 'env' | 'now'>;

function stayDetails(hotel: HotelInfo, view: BookingMailView, timeZone: string): [string, string][] {
  // The hotel's currency and locale from the details read once for the mail, not a settings read per amount.
  const money = (cents: number) => amountText(hotel, cents);
  const deadline = view.cancelBefore ? instantText(view.cancelBefore, timeZone) : null;
  return [
    [t('Room'), roomText(view)],
    [t('Check-in'), t('{day} from {time}', { day: formatHotelDay(view.checkIn), time: hotel.checkInTime })],
    [t('Check-out'), t('{day} by {time}', { day: formatHotelDay(view.checkOut), time: hotel.checkOutTime })],
    [t('Guests'), String(view.guests)],
    ...view.nights.map(({ day, cents }): [string, string] => [t('Night of {day}', { day: formatHotelDay(day) }), money(cents)]),
    ...view.taxes.map((line): [string, string] => [lineLabel(line), money(line.cents)]),
    ...(view.offer ? [[t('Offer'), t(OFFER_LABELS[view.offer])] as [string, string]] : []),
    [t('Total'), money(view.totalCents)],
    ...(deadline ? [[t('Free cancellation until'), `${deadline} (${timeZone})`] as [string, string]] : []),
  ];
}

/** The stay as a calendar file (the same iCalendar writer as the room feeds), in the reader's language. */
function stayIcs(hotel: HotelInfo, view: BookingMailView, stamp: string, status: 'TENTATIVE' | 'CONFIRMED') {
  return {
    filename: 'stay.ics',
    contentType: 'text/calendar; charset=utf-8',
    content: icsCalendar(hotel.hotelName, [
      {
        uid: `${view.bookingId}@innkeep`,
        stamp,
        start: view.checkIn,
        end: view.checkOut,
        summary: t('Stay at {hotelName}', { hotelName: hotel.hotelName }),
        description: `${roomText(view)}. ${hotel.address}. ${hotel.contactPhone}`,
        status,
      },
    ]),
  };
}

const stayDates = (view: { checkIn: string; checkOut: string }) =>
  t('{checkIn} to {checkOut}', { checkIn: formatHotelDay(view.checkIn), checkOut: formatHotelDay(view.checkOut) });

const questions = (hotel: HotelInfo) =>
  t('Questions? Call {phone} or write to {email}.', { phone: hotel.contactPhone, email: hotel.contactEmail });

/**
 * "Booking received" (the guest's request) or "confirmed" (by the desk): the stay, its prices and
 * deadline, a link to the booking and the stay's .ics.
 */
export function queueBookingMail(
  tx: DbOrTx,
  deps: MailDeps,
  hotel: HotelInfo,
  kind: 'booking-received' | 'booking-confirmed',
  to: { name: string } & MailReader,
  view: BookingMailView,
): void {
  const received = kind === 'booking-received';
  queueMail(tx, deps, to, () => ({
    event: `${kind}:${view.bookingId}`,
    kind,
    content: {
      subject: received
        ? t('Booking received: {dates}', { dates: stayDates(view) })
        : t('Booking confirmed: {dates}', { dates: stayDates(view) }),
      paragraphs: [
        received
          ? t('Dear {name}, we will confirm your booking shortly.', { name: to.name })
          : t('Dear {name}, see you on {day}.', { name: to.name, day: formatHotelDay(view.checkIn) }),
        questions(hotel),
      ],
      details: stayDetails(hotel, view, deps.env.HOTEL_TIMEZONE),
      action: { label: t('See your booking'), url: `${mailLinkBase(deps.env)}/customer/bookings` },
    },
    attachments: [stayIcs(hotel, view, deps.now().toISOString(), received ? 'TENTATIVE' : 'CONFIRMED')],
  }));
}

/** After check-out: a link to the stay's invoice. */
export function queueInvoiceMail(tx: DbOrTx, deps: MailDeps, to: { name: string } & MailReader, view: BookingMailView): void {
  queueMail(tx, deps, to, () => ({
    event: `invoice:${view.bookingId}`,
    kind: 'invoice',
    content: {
      subject: t('Your invoice: {dates}', { dates: stayDates(view) }),
      paragraphs: [t('Dear {name}, sign in to see, print or save it.', { name: to.name })],
      action: { label: t('See your invoice'), url: `${mailLinkBase(deps.env)}/invoices/booking/${view.bookingId}` },
    },
  }));
}

/** "Booking cancelled", with what is refunded. */
export function queueBookingCancelledMail(
  tx: DbOrTx,
  deps: MailDeps,
  to: { name: string } & MailReader,
  view: BookingMailView,
  refundCents: number,
): void {
  const hotel = getHotelInfo(tx);
  queueMail(tx, deps, to, () => ({
    event: `booking-cancelled:${view.bookingId}`,
    kind: 'booking-cancelled',
    content: {
      subject: t('Booking cancelled: {dates}', { dates: stayDates(view) }),
      paragraphs: [
        refundCents > 0
          ? t('Dear {name}, {amount} is refunded to you in full.', { name: to.name, amount: amountText(hotel, refundCents) })
          : t('Dear {name}, nothing had been paid, so nothing is charged.', { name: to.name }),
      ],
      details: stayDetails(hotel, { ...view, cancelBefore: null }, deps.env.HOTEL_TIMEZONE),
    },
  }));
}

/**
 * "Booking changed" after the desk moved the stay or changed its dates or guests: the stay as it is
 * now, with what it was before. Each change is its own event (keyed by its instant).
 */
export function queueBookingChangedMail(
  tx: DbOrTx,
  deps: MailDeps,
  { booking, room, customer: to }: BookingRecord,
  before: { roomNumber: string; checkIn: string; checkOut: string; totalCents: number },
): void {
  const hotel = getHotelInfo(tx);
  const view = bookingMailView(hotel, booking, room, null);
  queueMail(tx, deps, to, () => ({
    event: `booking-changed:${view.bookingId}:${deps.now().toISOString()}`,
    kind: 'booking-changed',
    content: {
      subject: t('Booking changed: {dates}', { dates: stayDates(view) }),
      paragraphs: [
        t('Dear {name}, your stay was in room {roomNumber} from {dates} for {amount}.', {
          name: to.name,
          roomNumber: before.roomNumber,
          dates: stayDates(before),
          amount: amountText(hotel, before.totalCents),
        }),
        questions(hotel),
      ],
      details: stayDetails(hotel, view, deps.env.HOTEL_TIMEZONE),
      action: { label: t('See your booking'), url: `${mailLinkBase(deps.env)}/customer/bookings` },
    },
    attachments: [stayIcs(hotel, view, deps.now().toISOString(), 'CONFIRMED')],
  }));
}

/** The desk's QR pay link for the stay's balance, as a link the guest can open on their phone. */
export function queuePayLinkMail(
  tx: DbOrTx,
  deps: MailDeps,
  to: { name: string } & MailReader,
  link: { bookingId: string; path: string; amountCents: number; expiresAt: string },
): void {
  const amount = moneyText(tx, link.amountCents);
  queueMail(tx, deps, to, () => ({
    event: `pay-link:${link.bookingId}:${link.expiresAt}`,
    kind: 'pay-link',
    content: {
      subject: t('Pay your balance: {amount}', { amount }),
      paragraphs: [
        t('Dear {name}, the link works until {expires} ({timeZone}) and for this amount only.', {
          name: to.name,
          expires: instantText(link.expiresAt, deps.env.HOTEL_TIMEZONE),
          timeZone: deps.env.HOTEL_TIMEZONE,
        }),
      ],
      details: [[t('Amount due'), amount]],
      action: { label: t('Pay now'), url: `${mailLinkBase(deps.env)}${link.path}` },
    },
  }));
}
