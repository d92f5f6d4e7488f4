import { z } from 'zod';
import { t } from '../i18n/translate';
import { CURRENCIES, DEFAULT_MONEY_FORMAT, LOCALES, isWholeCents } from '../money';
import { UNPAID_ORDER_CANCEL_MINUTES } from '../hotel-defaults';
import { emailField, formNumber, requiredText } from './common';

const percent = (label: string, max: number) =>
  formNumber(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max}`),
  );
const wholeNights = (label: string, min: number, max: number) =>
  formNumber(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} cannot be below ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );

/** What a guest must pay for their booking to be confirmed: nothing beyond the whole stay, its first night, a share, or all of it. */
export const DEPOSIT_RULES = ['none', 'first-night', 'percent', 'full'] as const;
export type DepositRule = (typeof DEPOSIT_RULES)[number];

const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 14:00');

/** Hotel details shown to guests (help card, facilities, footer) and edited by administrators. */
export const hotelInfoSchema = z.object({
  hotelName: requiredText(100),
  contactPhone: requiredText(40),
  contactEmail: emailField,
  address: requiredText(200),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
  /** The rooms' VAT/sales-tax rate in percent (0: no tax line), its name, and whether room prices include it or it is added on top. */
  taxRatePercent: percent('Tax rate', 100).default(0),
  taxName: z.string().trim().min(1, 'Please enter the tax name').max(40, 'Must be at most 40 characters').default('VAT'),
  pricesIncludeTax: z.boolean({ error: 'Prices include tax must be true or false' }).default(true),
  /** Food's own VAT rate: menu prices always include it, as a menu shows what the guest pays. */
  foodTaxRatePercent: percent('Food tax rate', 100).default(0),
  /** A city/tourist tax per guest per night (0: none), charged for at most `cityTaxMaxNights` nights (0: every night). */
  cityTaxName: z.string().trim().min(1, 'Please enter the city tax name').max(40, 'Must be at most 40 characters').default('City tax'),
  cityTaxPerNight: formNumber(
    z
      .number({ error: 'City tax must be a number' })
      .min(0, 'City tax cannot be negative')
      .max(1000, 'City tax must be at most 1000')
      .refine(isWholeCents, 'City tax can have at most two decimals (steps of 0.01)'),
  ).default(0),
  cityTaxMaxNights: wholeNights('City tax nights', 0, 365).default(0),
  /** The non-refundable offer's discount in percent; 0 turns the offer off. */
  nonRefundableDiscountPercent: percent('Non-refundable discount', 90).default(10),
  /** Free cancellation of a flexible booking ends this many hours before check-in time on the arrival day. */
  freeCancellationHours: wholeNights('Cancellation deadline hours', 0, 720).default(24),
  /** Every amount on the web, in server texts and on invoices is written in this currency (ISO 4217) and locale (BCP 47). */
  currency: z.enum(CURRENCIES, { error: `Currency must be one of: ${CURRENCIES.join(', ')}` }).default(DEFAULT_MONEY_FORMAT.currency),
  locale: z.enum(LOCALES, { error: `Locale must be one of: ${LOCALES.join(', ')}` }).default(DEFAULT_MONEY_FORMAT.locale),

  // Room service.
  /** Minutes after its pay link expired that an unpaid QR order is cancelled and the guest told. */
  unpaidOrderCancelMinutes: formNumber(
    z
      .number({ error: 'Minutes must be a number' })
      .int('Minutes must be a whole number')
      .min(5, 'Wait at least 5 minutes')
      .max(1440, 'Wait at most 1440 minutes (a day)'),
  ).default(UNPAID_ORDER_CANCEL_MINUTES),

  // Early departures.
  /** Whether a check-out before the last night charges the unused nights unless the desk says otherwise (off: the stay ends that day and costs its nights). */
  chargeUnusedNights: z.boolean({ error: 'Charge unused nights must be true or false' }).default(false),

  // Deposits.
  /** What a guest pays online for their booking to be confirmed at once (none: only a fully paid booking is). */
  depositRule: z.enum(DEPOSIT_RULES, { error: `Deposit must be one of: ${DEPOSIT_RULES.join(', ')}` }).default('none'),
  /** The deposit in percent of the stay's total, for the "percent" rule. */
  depositPercent: percent('Deposit percent', 100).default(30),
});
export type HotelInfo = z.output<typeof hotelInfoSchema>;

/**
 * Saving the hotel details. Amounts are never converted, so changing the currency once money is in
 * the ledger must say it knows: `confirmCurrencyChange: true` (else a 409 saying so).
 */
export const hotelUpdateInput = hotelInfoSchema.extend({
  confirmCurrencyChange: z.literal(true, { error: 'confirmCurrencyChange must be true' }).optional(),
});
export type HotelUpdateInput = z.input<typeof hotelUpdateInput>;
export type HotelUpdate = z.output<typeof hotelUpdateInput>;
export const CURRENCY_MSG = {
  changeUnconfirmed: (from: string, to: string, example: { before: string; after: string }) =>
    t(
      'Money has been recorded in {from}. Amounts are not converted: changing the currency to {to} only changes how they are written ({before} would read {after}). Send confirmCurrencyChange: true to change it anyway.',
      { from, to, before: example.before, after: example.after },
    ),
  confirmTitle: 'Change the currency?',
  confirmText: (from: string, to: string, example: { before: string; after: string }) =>
    t(
      'Amounts already recorded (payments, prices, bookings and invoices) are not converted from {from} to {to}: they keep their numbers, so {before} will read {after}.',
      { from, to, before: example.before, after: example.after },
    ),
  confirmButton: 'Change currency',
} as const;

/** The landing page's contact form (spec 01 §2): all three required, the email well-formed; it is never sent anywhere. */
export const contactFormInput = z.object({
  name: requiredText(100),
  email: emailField,
  message: requiredText(2000),
});
