import { localeOf } from './i18n/languages';
import { currentLanguage } from './i18n/translate';
/** Hotel dates are calendar days, 'YYYY-MM-DD', in the hotel's time zone: see docs/decisions/hotel-dates.md. */

/**
 * A date formatter per time zone, built on first use: building one costs far more than formatting with
 * it, and hot paths (every booking asks for today, a CSV formats every row) would build one per call.
 */
export function zoneFormatter(locale: string, options: Intl.DateTimeFormatOptions): (timeZone?: string) => Intl.DateTimeFormat {
  const formats = new Map<string | undefined, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

// en-CA formats as YYYY-MM-DD.
const dayFormat = zoneFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day at `now` in `timeZone`; without one, in the runtime's own zone (the browser's, on the web). */
export function hotelToday(now: Date = new Date(), timeZone?: string): string {
  return dayFormat(timeZone).format(now);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const humanDayFormats = new Map<string, Intl.DateTimeFormat>();

/** A hotel date for people in the reader's language: '2026-03-04' → 'Mar 4, 2026', '4 mar 2026', '04.03.2026'. */
export function formatHotelDay(day: string): string {
  const locale = localeOf(currentLanguage());
  let format = humanDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
    humanDayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
