import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { RATES_MSG, addDays, stayNights, toDollars, type HotelInfo, type Offer, type Quote } from '@innkeep/api-contract';
import { rateDays, type rooms, type Db, type DbOrTx, type StoredPricing } from '@innkeep/db';
import { fail } from '../../lib/errors';
import { hotelInstant } from '../../lib/dates';
import { oncePer } from '../../engine/once-per';

/*
 * The one price of a stay (issue 27): each night's price from the rate calendar (the room's base
 * price where nothing is set), extra persons, the offer's discount, taxes. Rounding: each amount is
 * rounded to the cent once, where it is computed (a night, the discount, each tax), half away from zero.
 */

type PricedRoom = Pick<typeof rooms.$inferSelect, 'id' | 'priceCents' | 'capacity' | 'baseOccupancy' | 'extraPersonCents' | 'saleMode'>;
type RateDay = typeof rateDays.$inferSelect;

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  offer: Offer;
  /** Beds taken in a dormitory; null for the whole room (see inventory.ts `bedsOfStay`). */
  beds: number | null;
}

export interface PricedStay extends StoredPricing {
  subtotalCents: number;
  totalCents: number;
  offer: Offer;
}

const HOUR_MS = 3_600_000;

const rateRange = oncePer((db: Db) =>
  db
    .select()
    .from(rateDays)
    .where(
      and(
        eq(rateDays.roomId, sql.placeholder('roomId')),
        gte(rateDays.date, sql.placeholder('from')),
        lt(rateDays.date, sql.placeholder('until')),
      ),
    )
    .prepare(),
);

/** The calendar rows of a room's nights [from, until), by date (only the nights an admin set). */
export function rateRows(db: DbOrTx, roomId: string, from: string, until: string): Map<string, RateDay> {
  const rows = rateRange(db as Db).all({ roomId, from, until });
  return new Map(rows.map((row) => [row.date, row]));
}

/** The first restriction a stay breaks, in words; the arrival night's limits, the departure day's closing. */
export function restrictionProblem(rows: Map<string, RateDay>, checkIn: string, checkOut: string): string | null {
  const arrival = rows.get(checkIn);
  const nights = stayNights(checkIn, checkOut);
  if (arrival?.closedToArrival) return RATES_MSG.closedToArrival(checkIn);
  if (arrival?.minStay && nights < arrival.minStay) return RATES_MSG.minStay(checkIn, arrival.minStay);
  if (arrival?.maxStay && nights > arrival.maxStay) return RATES_MSG.maxStay(checkIn, arrival.maxStay);
  if (rows.get(checkOut)?.closedToDeparture) return RATES_MSG.closedToDeparture(checkOut);
  return null;
}

/** Each night's price in cents: the calendar's, else the room's base price (a dormitory's: per bed). */
export function nightlyPrices(rows: Map<string, RateDay>, room: PricedRoom, checkIn: string, checkOut: string): number[] {
  const prices: number[] = [];
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) prices.push(rows.get(day)?.priceCents ?? room.priceCents);
  return prices;
}

/** How many of a night's price a stay pays: a dormitory's beds (all usable ones for the whole room), else one. */
export function pricedUnits(room: Pick<PricedRoom, 'saleMode' | 'capacity'>, beds: number | null): number {
  return room.saleMode === 'bed' ? (beds ?? room.capacity) : 1;
}

/** A stay's nights from the calendar: each night's price times the beds it takes. */
export function stayNightlyPrices(rows: Map<string, RateDay>, room: PricedRoom, stay: StayRequest): number[] {
  const units = pricedUnits(room, stay.beds);
  return nightlyPrices(rows, room, stay.checkIn, stay.checkOut).map((cents) => cents * units);
}

type Taxes = Pick<
  HotelInfo,
  | 'taxRatePercent'
  | 'taxName'
  | 'pricesIncludeTax'
  | 'cityTaxName'
  | 'cityTaxPerNight'
  | 'cityTaxMaxNights'
  | 'nonRefundableDiscountPercent'
>;

/**
 * Prices given nights for a party: the nights plus extra persons make the room price, the
 * non-refundable offer takes its discount off it, VAT is the part of it above price ÷ (1 + rate) when
 * prices include tax or the rate on top of it when not, and the city tax is per guest per night.
 */
export function priceNights(hotel: Taxes, room: PricedRoom, nightlyCents: number[], guests: number, offer: Offer): PricedStay {
  const nights = nightlyCents.length;
  // A dormitory's guests each pay a bed, never an extra person.
  const extraGuests = room.saleMode === 'bed' ? 0 : Math.max(0, guests - (room.baseOccupancy ?? room.capacity));
  const extraPersonCents = extraGuests * room.extraPersonCents * nights;
  const roomCents = nightlyCents.reduce((sum, cents) => sum + cents, 0) + extraPersonCents;
  const discountCents = offer === 'nonrefundable' ? Math.round((roomCents * hotel.nonRefundableDiscountPercent) / 100) : 0;
  const subtotalCents = roomCents - discountCents;
  const rate = hotel.taxRatePercent / 100;
  const vatCents =
    rate <= 0 ? 0 : hotel.pricesIncludeTax ? subtotalCents - Math.round(subtotalCents / (1 + rate)) : Math.round(subtotalCents * rate);
  const cityNights = hotel.cityTaxMaxNights > 0 ? Math.min(nights, hotel.cityTaxMaxNights) : nights;
  const cityCents = Math.round(hotel.cityTaxPerNight * 100) * guests * cityNights;
  const taxes: StoredPricing['taxes'] = [];
  if (rate > 0) taxes.push({ name: hotel.taxName, cents: vatCents, included: hotel.pricesIncludeTax, ratePercent: hotel.taxRatePercent });
  if (cityCents > 0) taxes.push({ name: hotel.cityTaxName, cents: cityCents, included: false, ratePercent: null });
  const netCents = hotel.pricesIncludeTax ? subtotalCents - vatCents : subtotalCents;
  const addedCents = taxes.filter((tax) => !tax.included).reduce((sum, tax) => sum + tax.cents, 0);
  return {
    nightlyCents,
    extraPersonCents,
    discountCents,
    subtotalCents,
    netCents,
    taxes,
    totalCents: subtotalCents + addedCents,
    offer,
  };
}

/** A new stay may take the non-refundable offer only while its discount is on (existing stays keep theirs). */
export function assertOfferOpen(hotel: Pick<HotelInfo, 'nonRefundableDiscountPercent'>, offer: Offer): void {
  if (offer === 'nonrefundable' && hotel.nonRefundableDiscountPercent <= 0) throw fail.badRequest(RATES_MSG.offerClosed);
}

/** Prices a stay from the rate calendar; `restricted` refuses one that breaks a restriction (guests' bookings and quotes). */
export function priceStay(db: DbOrTx, hotel: Taxes, room: PricedRoom, stay: StayRequest, restricted: boolean): PricedStay {
  const rows = rateRows(db, room.id, stay.checkIn, addDays(stay.checkOut, 1));
  if (restricted) {
    const problem = restrictionProblem(rows, stay.checkIn, stay.checkOut);
    if (problem) throw fail.badRequest(problem);
  }
  return priceNights(hotel, room, stayNightlyPrices(rows, room, stay), stay.guests, stay.offer);
}

/**
 * The new price of a changed stay: nights it keeps keep their stored price (a night keeps its date,
 * even in another room, at its price per bed when a dormitory stay's beds change), new nights take the
 * calendar's, unless `reprice` prices every night anew. Extra persons, discount and taxes follow the new stay.
 */
export function repriceStay(
  db: DbOrTx,
  hotel: Taxes,
  room: PricedRoom,
  before: { checkIn: string; checkOut: string; totalCents: number; pricing: StoredPricing | null; units: number },
  stay: StayRequest,
  reprice: boolean,
): PricedStay {
  const fresh = stayNightlyPrices(rateRows(db, room.id, stay.checkIn, stay.checkOut), room, stay);
  const kept = bookingPricing(before).nightlyCents;
  const units = pricedUnits(room, stay.beds);
  const keptPrice = (cents: number | undefined) => (cents === undefined ? undefined : Math.round((cents * units) / before.units));
  const nightly = reprice ? fresh : fresh.map((cents, i) => keptPrice(kept[stayNights(before.checkIn, addDays(stay.checkIn, i))]) ?? cents);
  return priceNights(hotel, room, nightly, stay.guests, stay.offer);
}

/** What is stored with a booking: the quote without the figures the booking's own columns hold. */
export function toStoredPricing({ subtotalCents: _s, totalCents: _t, offer: _o, ...stored }: PricedStay): StoredPricing {
  return stored;
}

/** A booking's stored pricing; bookings from before the rate calendar share their total evenly over the nights. */
export function bookingPricing(booking: {
  checkIn: string;
  checkOut: string;
  totalCents: number;
  pricing: StoredPricing | null;
}): StoredPricing {
  if (booking.pricing) return booking.pricing;
  const nights = Math.max(1, stayNights(booking.checkIn, booking.checkOut));
  const share = Math.floor(booking.totalCents / nights);
  const nightlyCents = Array.from({ length: nights }, (_, i) => share + (i < booking.totalCents - share * nights ? 1 : 0));
  return { nightlyCents, extraPersonCents: 0, discountCents: 0, netCents: booking.totalCents, taxes: [] };
}

/** Until when a flexible stay is cancelled for free (null for the non-refundable offer). */
export function freeCancellationUntil(
  hotel: Pick<HotelInfo, 'checkInTime' | 'freeCancellationHours'>,
  timeZone: string,
  stay: { checkIn: string; offer: Offer },
): string | null {
  if (stay.offer === 'nonrefundable') return null;
  return new Date(hotelInstant(stay.checkIn, hotel.checkInTime, timeZone) - hotel.freeCancellationHours * HOUR_MS).toISOString();
}

/** A stay's price as clients see it: money in major units, nights with their dates. */
export function toQuote(
  priced: StoredPricing & { totalCents: number },
  checkIn: string,
  offer: Offer,
  cancellableUntil: string | null,
): Quote {
  const roomCents = priced.nightlyCents.reduce((sum, cents) => sum + cents, 0) + priced.extraPersonCents;
  return {
    nights: priced.nightlyCents.map((cents, i) => ({ date: addDays(checkIn, i), price: toDollars(cents) })),
    extraPersons: toDollars(priced.extraPersonCents),
    discount: toDollars(priced.discountCents),
    subtotal: toDollars(roomCents - priced.discountCents),
    net: toDollars(priced.netCents),
    taxes: priced.taxes.map((tax) => ({ name: tax.name, amount: toDollars(tax.cents), included: tax.included })),
    total: toDollars(priced.totalCents),
    offer,
    cancellableUntil,
  };
}
