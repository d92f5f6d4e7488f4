import { OFFER_LABELS, ROOM_TYPE_LABELS, addDays, formatHotelDay, type HotelInfo, type RoomType } from '@innkeep/api-contract';
import { type bookings, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { icsCalendar } from '../../lib/ics';
import { mailLinkBase, queueMail } from '../messages/mail-outbox';
import { includedTaxCents } from '../money/invoices';
import { moneyText } from '../operations/settings';
import { bookingPricing } from './pricing';
import type { BookingRecord } from './bookings';
import { getHotelInfo } from '../operations/settings';

/** What a booking mail shows about the stay, from the price stored with the booking (`bookingMailView`). */
export interface BookingMailView {
  bookingId: string;
  room: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: { day: string; cents: number }[];
  /** Extra persons, the offer's discount and each tax, each a labelled amount. */
  taxes: { label: string; cents: number }[];
  totalCents: number;
  offer: string | null;
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
  const lines = stored
    ? [
        ...(stored.extraPersonCents > 0 ? [{ label: 'Extra persons', cents: stored.extraPersonCents }] : []),
        ...(stored.discountCents > 0 ? [{ label: `${OFFER_LABELS.nonrefundable} discount`, cents: -stored.discountCents }] : []),
        ...stored.taxes.map((tax) => ({
          label: `${tax.name}${tax.ratePercent === null ? '' : ` ${tax.ratePercent}%`}${tax.included ? ' (included)' : ''}`,
          cents: tax.cents,
        })),
      ]
    : legacyTax > 0
      ? [{ label: `Tax included (${hotel.taxRatePercent}%)`, cents: legacyTax }]
      : [];
  return {
    bookingId: booking.id,
    // A dormitory stay takes beds, not the room.
    room: `${booking.beds ? `${booking.beds} ${booking.beds === 1 ? 'bed' : 'beds'} in ` : ''}${room.name} (room ${room.roomNumber}, ${ROOM_TYPE_LABELS[room.type]})`,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    nights: pricing.nightlyCents.map((cents, i) => ({ day: addDays(booking.checkIn, i), cents })),
    taxes: lines,
    totalCents: booking.totalCents,
    offer: stored ? OFFER_LABELS[booking.offer] : null,
    cancelBefore,
  };
}

type MailDeps = Pick<AppDeps, 'env' | 'now'>;

function stayDetails(db: DbOrTx, hotel: HotelInfo, view: BookingMailView, timeZone: string): [string, string][] {
  const money = (cents: number) => moneyText(db, cents);
  const deadline = view.cancelBefore
    ? new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(view.cancelBefore))
    : null;
  return [
    ['Room', view.room],
    ['Check-in', `${formatHotelDay(view.checkIn)} from ${hotel.checkInTime}`],
    ['Check-out', `${formatHotelDay(view.checkOut)} by ${hotel.checkOutTime}`],
    ['Guests', String(view.guests)],
    ...view.nights.map(({ day, cents }): [string, string] => [`Night of ${formatHotelDay(day)}`, money(cents)]),
    ...view.taxes.map(({ label, cents }): [string, string] => [label, money(cents)]),
    ...(view.offer ? [['Offer', view.offer] as [string, string]] : []),
    ['Total', money(view.totalCents)],
    ...(deadline ? [['Free cancellation until', `${deadline} (${timeZone})`] as [string, string]] : []),
  ];
}

/** The stay as a calendar file (the same iCalendar writer as the room feeds). */
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
        summary: `Stay at ${hotel.hotelName}`,
        description: `${view.room}. ${hotel.address}. ${hotel.contactPhone}`,
        status,
      },
    ]),
  };
}

const stayDates = (view: { checkIn: string; checkOut: string }) => `${formatHotelDay(view.checkIn)} to ${formatHotelDay(view.checkOut)}`;

/**
 * "Booking received" (the guest's request) or "confirmed" (by the desk): the stay, its prices and
 * deadline, a link to the booking and the stay's .ics.
 */
export function queueBookingMail(
  tx: DbOrTx,
  deps: MailDeps,
  kind: 'booking-received' | 'booking-confirmed',
  to: { name: string; email: string },
  view: BookingMailView,
): void {
  const hotel = getHotelInfo(tx);
  const received = kind === 'booking-received';
  queueMail(tx, deps, {
    event: `${kind}:${view.bookingId}`,
    kind,
    to: to.email,
    content: {
      subject: `Booking ${received ? 'received' : 'confirmed'}: ${stayDates(view)}`,
      paragraphs: [
        received
          ? `Dear ${to.name}, we will confirm your booking shortly.`
          : `Dear ${to.name}, see you on ${formatHotelDay(view.checkIn)}.`,
        `Questions? Call ${hotel.contactPhone} or write to ${hotel.contactEmail}.`,
      ],
      details: stayDetails(tx, hotel, view, deps.env.HOTEL_TIMEZONE),
      action: { label: 'See your booking', url: `${mailLinkBase(deps.env)}/customer/bookings` },
    },
    attachments: [stayIcs(hotel, view, deps.now().toISOString(), received ? 'TENTATIVE' : 'CONFIRMED')],
  });
}

/** After check-out: a link to the stay's invoice. */
export function queueInvoiceMail(tx: DbOrTx, deps: MailDeps, to: { name: string; email: string }, view: BookingMailView): void {
  queueMail(tx, deps, {
    event: `invoice:${view.bookingId}`,
    kind: 'invoice',
    to: to.email,
    content: {
      subject: `Your invoice: ${stayDates(view)}`,
      paragraphs: [`Dear ${to.name}, sign in to see, print or save it.`],
      action: { label: 'See your invoice', url: `${mailLinkBase(deps.env)}/invoices/booking/${view.bookingId}` },
    },
  });
}

/** "Booking cancelled", with what is refunded. */
export function queueBookingCancelledMail(
  tx: DbOrTx,
  deps: MailDeps,
  to: { name: string; email: string },
  view: BookingMailView,
  refundCents: number,
): void {
  const hotel = getHotelInfo(tx);
  queueMail(tx, deps, {
    event: `booking-cancelled:${view.bookingId}`,
    kind: 'booking-cancelled',
    to: to.email,
    content: {
      subject: `Booking cancelled: ${stayDates(view)}`,
      paragraphs: [
        refundCents > 0
          ? `Dear ${to.name}, ${moneyText(tx, refundCents)} is refunded to you in full.`
          : `Dear ${to.name}, nothing had been paid, so nothing is charged.`,
      ],
      details: stayDetails(tx, hotel, { ...view, cancelBefore: null }, deps.env.HOTEL_TIMEZONE),
    },
  });
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
  queueMail(tx, deps, {
    event: `booking-changed:${view.bookingId}:${deps.now().toISOString()}`,
    kind: 'booking-changed',
    to: to.email,
    content: {
      subject: `Booking changed: ${stayDates(view)}`,
      paragraphs: [
        `Dear ${to.name}, your stay was in room ${before.roomNumber} from ${stayDates(before)} for ${moneyText(tx, before.totalCents)}.`,
        `Questions? Call ${hotel.contactPhone} or write to ${hotel.contactEmail}.`,
      ],
      details: stayDetails(tx, hotel, view, deps.env.HOTEL_TIMEZONE),
      action: { label: 'See your booking', url: `${mailLinkBase(deps.env)}/customer/bookings` },
    },
    attachments: [stayIcs(hotel, view, deps.now().toISOString(), 'CONFIRMED')],
  });
}

/** The desk's QR pay link for the stay's balance, as a link the guest can open on their phone. */
export function queuePayLinkMail(
  tx: DbOrTx,
  deps: MailDeps,
  to: { name: string; email: string },
  link: { bookingId: string; path: string; amountCents: number; expiresAt: string },
): void {
  const expires = new Intl.DateTimeFormat('en-US', { timeZone: deps.env.HOTEL_TIMEZONE, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(link.expiresAt),
  );
  queueMail(tx, deps, {
    event: `pay-link:${link.bookingId}:${link.expiresAt}`,
    kind: 'pay-link',
    to: to.email,
    content: {
      subject: `Pay your balance: ${moneyText(tx, link.amountCents)}`,
      paragraphs: [`Dear ${to.name}, the link works until ${expires} (${deps.env.HOTEL_TIMEZONE}) and for this amount only.`],
      details: [['Amount due', moneyText(tx, link.amountCents)]],
      action: { label: 'Pay now', url: `${mailLinkBase(deps.env)}${link.path}` },
    },
  });
}
