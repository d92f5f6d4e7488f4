import { MAX_GUESTS, isHotelDay, t } from '@innkeep/api-contract';

/**
 * A stay as the address carries it from the landing search to the rooms list, a room's page and the
 * booking form (`?checkIn=&checkOut=&guests=`): it survives the server's first render, a reload and a
 * detour through signing in.
 */
export interface StaySearch {
  /** 'YYYY-MM-DD', or '' when not chosen. */
  checkIn: string;
  checkOut: string;
  /** The party's size; null when not chosen (one guest). */
  guests: number | null;
}

/** A party size a form field or the address gave, or null when it is not a whole number of guests the hotel takes. */
export function asGuests(value: unknown): number | null {
  const guests = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof guests === 'number' && Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : null;
}

/** The stay in an address; a malformed value counts as not chosen. */
export function readStaySearch(params: URLSearchParams): StaySearch {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isHotelDay(value) ? value : '';
  };
  return { checkIn: day('checkIn'), checkOut: day('checkOut'), guests: asGuests(params.get('guests')) };
}

/** The query string (without '?') for a stay: only what was chosen; one guest, the default, is left out. */
export function staySearchString(stay: Partial<StaySearch>): string {
  const params = new URLSearchParams();
  if (stay.checkIn) params.set('checkIn', stay.checkIn);
  if (stay.checkOut) params.set('checkOut', stay.checkOut);
  if (stay.guests && stay.guests > 1) params.set('guests', String(stay.guests));
  return params.toString();
}

/** `path` with the stay's query string, when there is one. */
export function withStay(path: string, stay: Partial<StaySearch>): string {
  const search = staySearchString(stay);
  return search ? `${path}?${search}` : path;
}

/** "1 guest", "2 guests", in the language on screen. */
export function guestsLabel(guests: number): string {
  return t('{count, plural, one {# guest} other {# guests}}', { count: guests });
}
