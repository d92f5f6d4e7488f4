// The rate calendar and the quote (issue 27): a night's price and restrictions per room, and the two offers.
import { z } from 'zod';
import { t } from '../i18n/translate';
import type { Offer } from '../constants';
import { isHotelDay, MAX_STAY_NIGHTS, stayNights } from './bookings';
import { formNumber, idField } from './common';
import { ADMIN_LIMITS, moneyAmount } from './admin';

/** The longest stretch one rates read or edit covers: a year and a day, so a leap year fits. */
export const MAX_RATE_DAYS = 367;

// Made on first use: building a formatter costs 80 ms of a phone's CPU as the booking page loads.
let shortDay: Intl.DateTimeFormat | undefined;
/** '2026-12-27' → 'Sun 27 Dec', as restriction messages name a night. */
export function formatShortDay(day: string): string {
  shortDay ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  return shortDay.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}

export const RATES_MSG = {
  minStay: (day: string, nights: number) => t('Minimum stay from {day} is {nights} nights', { day: formatShortDay(day), nights }),
  maxStay: (day: string, nights: number) =>
    t('Maximum stay from {day} is {nights, plural, one {# night} other {# nights}}', { day: formatShortDay(day), nights }),
  closedToArrival: (day: string) => t('Arrivals are closed on {day}', { day: formatShortDay(day) }),
  closedToDeparture: (day: string) => t('Departures are closed on {day}', { day: formatShortDay(day) }),
  offerClosed: 'The non-refundable offer is not available',
  range: `Choose a range of at most ${MAX_RATE_DAYS} days, "to" on or after "from"`,
  nothingToSet: 'Choose a price, a percentage change, a stay limit or a closed flag to set',
  priceAndPercent: 'Set a price or a percentage change, not both',
  minOverMax: 'The minimum stay cannot be longer than the maximum stay',
  overrideReason: 'Give a reason for a total other than the quote',
} as const;

const hotelDay = z.string({ error: 'Please enter dates as YYYY-MM-DD' }).trim().refine(isHotelDay, 'Please enter dates as YYYY-MM-DD');

function rangeProblem(value: { from: string; to: string }): boolean {
  const days = stayNights(value.from, value.to) + 1;
  return days < 1 || days > MAX_RATE_DAYS;
}

/** `GET /api/admin/rates`: the calendar of [from, to] (`to` inclusive), for every room or one. */
export const rateCalendarInput = z
  .object({ from: hotelDay, to: hotelDay, roomId: idField.optional() })
  .refine((value) => !rangeProblem(value), { message: RATES_MSG.range, path: ['to'] });
export type RateCalendarInput = z.input<typeof rateCalendarInput>;

const stayLimit = (label: string) =>
  formNumber(
    z
      .number({ error: `${label} must be a number of nights` })
      .int(`${label} must be a whole number of nights`)
      .min(1, `${label} must be at least 1 night`)
      .max(MAX_STAY_NIGHTS, `${label} must be at most ${MAX_STAY_NIGHTS} nights`),
  ).nullable();

/**
 * `PUT /api/admin/rates`: one change over the nights of [from, to] (`to` inclusive) on the listed
 * weekdays (0 = Sunday) of the listed rooms. A field left out keeps what each night has; `null` clears
 * a price (back to the room's base price) or a stay limit.
 */
export const rateUpdateInput = z
  .object({
    roomIds: z.array(idField).min(1, 'Choose at least one room').max(500, 'At most 500 rooms at once'),
    from: hotelDay,
    to: hotelDay,
    weekdays: z
      .array(z.number().int().min(0, 'Weekdays run from 0 (Sunday) to 6 (Saturday)').max(6, 'Weekdays run from 0 (Sunday) to 6 (Saturday)'))
      .min(1, 'Choose at least one weekday')
      .optional(),
    price: moneyAmount('Price must be a number', ADMIN_LIMITS.maxRoomPrice).nullable().optional(),
    adjustPercent: formNumber(
      z
        .number({ error: 'The change must be a percentage' })
        .min(-90, 'A price can drop by at most 90%')
        .max(500, 'A price can rise by at most 500%'),
    ).optional(),
    minStay: stayLimit('Minimum stay').optional(),
    maxStay: stayLimit('Maximum stay').optional(),
    closedToArrival: z.boolean().optional(),
    closedToDeparture: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const problem = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (rangeProblem(value)) problem(RATES_MSG.range, 'to');
    if (value.price !== undefined && value.adjustPercent !== undefined) problem(RATES_MSG.priceAndPercent, 'adjustPercent');
    const { roomIds: _r, from: _f, to: _t, weekdays: _w, ...changes } = value;
    if (Object.values(changes).every((v) => v === undefined)) problem(RATES_MSG.nothingToSet, 'price');
    if (value.minStay && value.maxStay && value.minStay > value.maxStay) problem(RATES_MSG.minOverMax, 'minStay');
  });
export type RateUpdateInput = z.input<typeof rateUpdateInput>;
export type RateUpdateData = z.output<typeof rateUpdateInput>;

/** A night of a quote or a stored booking. */
export interface QuoteNight {
  date: string;
  price: number;
}
export interface QuoteTax {
  name: string;
  amount: number;
  /** True when the tax is inside the prices (VAT on tax-inclusive prices), false when added on top. */
  included: boolean;
}
/** A stay's price as every screen shows it (REST: money in major units). */
export interface Quote {
  nights: QuoteNight[];
  extraPersons: number;
  discount: number;
  subtotal: number;
  net: number;
  taxes: QuoteTax[];
  total: number;
  offer: Offer;
  cancellableUntil: string | null;
}
