import { z } from 'zod';
import { t } from '../i18n/translate';
import { isWholeCents } from '../money';
import { isHotelDay } from './bookings';
import { formNumber, idField, requiredText } from './common';
import { paymentToken } from './food';

/**
 * The payments ledger: every movement of money is a row. Charges are not rows: a stay's charge is
 * its nights × rate (the booking's total, recomputed when it changes) and an order's is its total,
 * so there is one source for each and no charge row that could disagree with it.
 */
export const LEDGER_KINDS = ['payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'qr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What the desk takes by hand; QR payments come through the guest's pay link. */
export const DESK_METHODS = ['cash', 'card'] as const satisfies readonly PaymentMethod[];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', qr: 'QR link' };
export const REFUND_CHOICES = ['full', 'partial', 'none'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export const LEDGER_MSG = {
  refundRequired: (received: string) =>
    t('This item has {received} received. Say what is refunded (full, partial or none, with a reason) to cancel it.', { received }),
  refundAmountRequired: 'Please enter the amount to refund',
  refundTooLarge: (max: string) => t('At most {max} can be refunded', { max }),
  amountPositive: 'The amount must be more than 0',
  amountTooLarge: (max: string) => t('At most {max} is due', { max }),
  reasonRequired: 'Please give a reason',
  balanceOpen: (balance: string) =>
    t('This stay has an open balance of {balance}. Settle it (cash or card) or confirm leaving it open to check out.', { balance }),
  nothingDue: 'Nothing is due on this booking',
  nothingToRefund: 'Nothing has been received on this item, so nothing can be refunded',
  notCheckedIn: 'Only a guest who is checked in now can charge an order to their room',
  chargedToRoom: 'This order is charged to your room: it is settled with your stay',
  confirmedOnPayment: 'Thank you for paying: your booking is confirmed.',
  chargeToRoom: 'Charge to my room',
  chargedToast: 'Order placed and charged to your room',
  bookingNotFound: 'Booking not found',
  orderNotFound: 'Order not found',
  invoiceNotFound: 'Invoice not found',
  paymentRecorded: 'Payment recorded',
  payLinkExpired: 'This payment link has expired. Ask the front desk for a new one.',
  payLinkStale: 'The balance has changed since this link was made. Ask the front desk for a new one.',
  stayPaid: 'This stay has already been paid',
  stayPaidThanks: 'Payment received. Thank you!',
  refundRecorded: 'Refund recorded',
  revenueHelp:
    'Revenue is the money received (payments minus refunds), dated by when it moved, in the hotel’s time zone. Booked value (room-nights sold) is shown separately.',
  noDepositDue: 'No deposit is due for this booking: pay the whole amount instead',
  /** Who recorded a ledger row written without one (backfilled, or the account was deleted). */
  notRecorded: 'Not recorded',
} as const;

const MAX_AMOUNT = 1_000_000;
/** A dollar amount of at least one cent, with at most two decimals. */
export const amountField = formNumber(
  z
    .number({ error: 'Please enter the amount' })
    // At least one whole cent: 1e-9 is positive but rounds to 0 cents, which the ledger refuses.
    .refine((amount) => Math.round(amount * 100) >= 1, LEDGER_MSG.amountPositive)
    .max(MAX_AMOUNT, `The amount must be at most ${MAX_AMOUNT}`)
    .refine(isWholeCents, 'The amount can have at most two decimals (steps of 0.01)'),
);

const reasonField = requiredText(300, LEDGER_MSG.reasonRequired);
const methodOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Method must be one of: ${values.join(', ')}` });

/** What a cancellation returns: all of it, part (an amount), or nothing, always with a reason. */
export const refundField = z
  .object({
    choice: z.enum(REFUND_CHOICES, { error: `Refund must be one of: ${REFUND_CHOICES.join(', ')}` }),
    amount: amountField.optional(),
    method: methodOf(PAYMENT_METHODS).optional(),
    reason: reasonField,
  })
  .refine((r) => r.choice !== 'partial' || r.amount !== undefined, { message: LEDGER_MSG.refundAmountRequired, path: ['amount'] });
export type RefundInput = z.input<typeof refundField>;

/** Extra fields of a status change: the refund when cancelling a paid item; how a balance is settled at check-out. */
export const cancelAndCheckOutOptions = {
  refund: refundField.optional(),
  /** Check-out takes the open balance with this method. */
  settle: z.object({ method: methodOf(DESK_METHODS) }).optional(),
  /** Check-out leaves the balance open, on purpose. */
  leaveBalanceOpen: z.literal(true, { error: 'leaveBalanceOpen must be true' }).optional(),
  /** Check-out before the last night: whether the unused nights stay charged (the hotel's setting when left out). */
  chargeUnusedNights: z.boolean({ error: 'chargeUnusedNights must be true or false' }).optional(),
};

const dayField = z
  .string()
  .trim()
  .refine((v) => isHotelDay(v), 'Dates must be YYYY-MM-DD');
/** An inclusive range of hotel days; either end may be open. */
export const dateRangeFields = { from: dayField.optional(), to: dayField.optional() };
export const dateRangeInput = z
  .object(dateRangeFields)
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'The start date must not be after the end date', path: ['to'] });
export type DateRangeInput = z.input<typeof dateRangeInput>;

export const recordPaymentInput = z.object({
  bookingId: idField,
  method: methodOf(DESK_METHODS),
  amount: amountField,
  note: z.string().trim().max(300, 'Must be at most 300 characters').optional().default(''),
});
export type RecordPaymentInput = z.input<typeof recordPaymentInput>;

export const refundPaymentInput = z.object({
  bookingId: idField,
  method: methodOf(PAYMENT_METHODS),
  amount: amountField,
  reason: reasonField,
});
export type RefundPaymentInput = z.input<typeof refundPaymentInput>;

/** The QR pay link for a stay's balance (the desk makes it; whoever holds the token may pay). */
export const stayPayLinkInput = z.object({ bookingId: idField, token: paymentToken });
/** Paying through the link: the whole balance, or only the deposit the hotel asks for (see `deposit` on the pay page). */
export const stayPayInput = stayPayLinkInput.extend({
  part: z.enum(['balance', 'deposit'], { error: 'part must be balance or deposit' }).default('balance'),
});
export type StayPayInput = z.input<typeof stayPayInput>;
export type StayPayLinkInput = z.output<typeof stayPayLinkInput>;

/** The stay's pay link path; the same pay page as a food order's (`paymentPath`), under /pay/stay. */
export function stayPaymentPath(bookingId: string, token: string): string {
  return `/pay/stay/${encodeURIComponent(bookingId)}?token=${encodeURIComponent(token)}`;
}

/** Longest range of hotel days one cash report covers (a quarter): it lists every day of it. */
export const CASH_REPORT_MAX_DAYS = 92;
export const CASH_REPORT_MSG = {
  tooLong: `Choose a range of at most ${CASH_REPORT_MAX_DAYS} days`,
  help: 'Cash taken and refunded in cash per hotel day and per person who recorded it, from the payments ledger. Card and QR payments are not counted.',
} as const;

/** The cash report's hotel days (inclusive); both default to today. */
export const cashReportInput = dateRangeInput.default({});
export type CashReportInput = z.input<typeof cashReportInput>;
export type CashReportQuery = z.output<typeof cashReportInput>;
