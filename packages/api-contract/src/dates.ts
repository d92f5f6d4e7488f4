/** Hotel dates are calendar days, 'YYYY-MM-DD', in the hotel's time zone: see docs/decisions/hotel-dates.md. */

/** Formatters by zone: building one costs far more than formatting with it, and every booking asks for today. */
const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();

/** The calendar day at `now` in `timeZone`; without one, in the runtime's own zone (the browser's, on the web). */
export function hotelToday(now: Date = new Date(), timeZone?: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** A hotel date for people: '2026-03-04' → 'Mar 4, 2026' (notification texts, pages). */
export function formatHotelDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
