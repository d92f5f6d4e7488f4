import { afterEach, describe, expect, it } from 'vitest';
import { clockTime, currencySymbol, formatMoney, formatMoneyCompact, setMoneyFormat } from './format';

describe('formatMoney', () => {
  afterEach(() => setMoneyFormat(undefined));

  it("writes the spec's dollars with two decimals until the hotel's setting has loaded", () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-30)).toBe('-$30.00');
    expect(formatMoneyCompact(1250)).toBe('$1.3K');
    expect(currencySymbol()).toBe('$');
  });

  it("follows the hotel's currency and locale, and goes back to dollars without them", () => {
    setMoneyFormat({ currency: 'EUR', locale: 'de-DE' });
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(currencySymbol()).toBe('€');
    setMoneyFormat({ currency: 'GBP', locale: 'en-GB' });
    expect(formatMoney(19.99)).toBe('£19.99');
    setMoneyFormat(undefined);
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});

describe('clockTime', () => {
  it("writes the hotel's check-in and check-out times as the rest of the app writes times", () => {
    expect(clockTime('14:00')).toBe('2:00 PM');
    expect(clockTime('11:00')).toBe('11:00 AM');
    expect(clockTime('00:30')).toBe('12:30 AM');
    expect(clockTime('late')).toBe('late');
  });
});
