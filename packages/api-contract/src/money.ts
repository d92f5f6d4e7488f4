import { localeOf } from './i18n/languages';
import { currentLanguage } from './i18n/translate';
/** Money is stored in integer cents and shown to clients in the hotel's currency units (dollars by default). */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** Rounds to the nearest cent, so 19.99 becomes 1999 and never 1998.9999. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** True when a dollar amount has at most two decimals (the forms' step of 0.01). */
export function isWholeCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/**
 * The currencies an administrator may choose (ISO 4217). Only currencies with two minor units, because
 * amounts are kept in integer cents and the forms step by 0.01; yen or won would need another unit.
 */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'MXN',
  'BRL',
  'ZAR',
  'INR',
  'SGD',
  'HKD',
  'CNY',
  'THB',
  'AED',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Locales (BCP 47) amounts may be written in: the digit grouping, decimal mark and where the symbol goes. */
export const LOCALES = [
  'en-US',
  'en-GB',
  'en-CA',
  'en-AU',
  'en-IE',
  'en-IN',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'fr-CA',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'pt-PT',
  'pt-BR',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'pl-PL',
  'cs-CZ',
  'zh-CN',
] as const;
export type Locale = (typeof LOCALES)[number];

/** How the hotel writes amounts; the spec's dollars with two decimals ($1,234.50) by default. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}
export const DEFAULT_MONEY_FORMAT = { currency: 'USD', locale: 'en-US' } as const satisfies MoneyFormat;

// Building an Intl.NumberFormat is far slower than using one: one per locale, currency and notation.
const formatters = new Map<string, Intl.NumberFormat>();

/** The hotel's `Intl.NumberFormat` for currency amounts (built once); `compact` for chart axes: '$1.2K'. */
export function moneyFormatter({ currency, locale }: MoneyFormat = DEFAULT_MONEY_FORMAT, compact = false): Intl.NumberFormat {
  const key = `${locale} ${currency} ${compact}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const notation: Intl.NumberFormatOptions = compact ? { notation: 'compact', maximumFractionDigits: 1 } : {};
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, ...notation });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An amount in currency units (not cents) as the hotel writes it: '$1,234.50', or '1.234,50 €' for EUR in de-DE. */
export function formatAmount(amount: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  return moneyFormatter({ ...format, locale: localeOf(currentLanguage(), format.locale) }).format(amount);
}
