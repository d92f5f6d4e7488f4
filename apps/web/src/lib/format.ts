import { currentLanguage, DEFAULT_MONEY_FORMAT, formatAmount, localeOf, moneyFormatter, t, type MoneyFormat } from '@innkeep/api-contract';

/**
 * Amounts are written in the hotel's currency and locale (settings; the spec's dollars until they
 * have loaded), set once by the layout like the time zone below, so every page formats the same way.
 */
let moneyFormat: MoneyFormat = DEFAULT_MONEY_FORMAT;
export function setMoneyFormat(format: MoneyFormat | undefined): void {
  moneyFormat = format ?? DEFAULT_MONEY_FORMAT;
}

/** An amount in the hotel's currency: $1,234.50 (USD, en-US), 1.234,50 € (EUR, de-DE). */
export function formatMoney(amount: number): string {
  return formatAmount(amount, moneyFormat);
}

/** The hotel currency's sign for field labels: '$', '€', 'CHF'. */
export function currencySymbol(): string {
  return (
    moneyFormatter(moneyFormat)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? moneyFormat.currency
  );
}

/** Chart axes: $0, $950, $1.2K in the hotel's currency. */
export function formatMoneyCompact(amount: number): string {
  return moneyFormatter(moneyFormat, true).format(amount);
}

/** Caps a badge count: '9+' or '99+'. */
export function capCount(count: number, cap: 9 | 99): string {
  return count > cap ? `${cap}+` : String(count);
}

/**
 * Dates and times are shown in the hotel's time zone (from the server's hotel info; the browser's
 * until it has loaded), so a guest abroad and the front desk read the same day and hour.
 */
let hotelZone: string | undefined;
export function setHotelTimeZone(zone: string | undefined): void {
  hotelZone = zone;
}

/** Dates and times in the reader's language (English readers: en-US, as the spec writes them). */
const locale = () => localeOf(currentLanguage());

const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString(locale(), { timeZone: hotelZone, ...options });

/** Spec 01 §9: 'Just now', 'Nm ago', 'Nh ago', else the date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(iso).getTime();
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t('Just now');
  if (minutes < 60) return t('{minutes}m ago', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('{hours}h ago', { hours });
  return shortDate(iso);
}

/** 'March 4, 2026' */
export function longDate(iso: string): string {
  return format(iso, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'Mar 4, 2026' */
export function shortDate(iso: string): string {
  return format(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'Mar 4, 2026, 2:30 PM' */
export function dateTime(iso: string): string {
  return format(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** '2:30 PM' */
export function timeOfDay(iso: string): string {
  return format(iso, { hour: 'numeric', minute: '2-digit' });
}

/** The hotel's wall-clock 'HH:MM' (check-in, check-out) as the rest of the app writes times: '14:00' → '2:00 PM'. */
export function clockTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return hhmm;
  return new Date(Date.UTC(1970, 0, 1, hours, minutes)).toLocaleTimeString(locale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** A hotel date ('YYYY-MM-DD') as that calendar day: 'Mar 4, 2026'. */
export { formatHotelDay as formatDay } from '@innkeep/api-contract';
