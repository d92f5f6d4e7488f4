import { eq } from 'drizzle-orm';
import {
  LEDGER_MSG,
  bedLabelsText,
  formatHotelDay,
  orderNumber,
  toCents,
  toDollars,
  type HotelInfo,
  type Role,
} from '@innkeep/api-contract';
import { bookings, foodOrders, invoices, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import type { Actor } from '../operations/audit';
import { folio, toLedgerViews, type FolioLine } from './folio';
import { orderItemsByOrder } from '../kitchen/food';
import { issueInvoice } from './invoice-number';
import { ledgerRows, orderBalance, type Subject } from './ledger';
import { getHotelInfo } from '../operations/settings';

type BookingRow = typeof bookings.$inferSelect;

/* Invoices: numbering in invoice-number.ts; here what an invoice shows and who may read it. */

/** Whether an item has been settled far enough to be invoiced: a stay once checked out, an order once paid on its own. */
function invoiceable(tx: DbOrTx, subject: Subject): { customerId: string; stay: BookingRow | null } {
  if ('bookingId' in subject) {
    const booking = tx.select().from(bookings).where(eq(bookings.id, subject.bookingId)).get();
    if (!booking || booking.status !== 'checked-out') throw fail.notFound(LEDGER_MSG.invoiceNotFound);
    return { customerId: booking.customerId, stay: booking };
  }
  const order = tx.select().from(foodOrders).where(eq(foodOrders.id, subject.foodOrderId)).get();
  // An order charged to a room is on the stay's invoice.
  if (!order || order.bookingId || orderBalance(tx, order).paidCents === 0) throw fail.notFound(LEDGER_MSG.invoiceNotFound);
  return { customerId: order.customerId, stay: null };
}

function orderLines(db: DbOrTx, orderId: string): FolioLine[] {
  return (orderItemsByOrder(db, [orderId]).get(orderId) ?? []).map((item) => ({
    kind: 'food',
    description: item.name,
    quantity: item.quantity,
    unitAmount: item.price,
    amount: toDollars(toCents(item.price) * item.quantity),
    orderId,
  }));
}

interface TaxRow {
  name: string;
  ratePercent: number | null;
  netCents: number;
  taxCents: number;
}

/** VAT inside a gross amount: the part above gross ÷ (1 + rate), rounded once. No row at a 0% rate. */
function vatRows(name: string, ratePercent: number, grossCents: number): TaxRow[] {
  const taxCents = includedTaxCents(grossCents, ratePercent);
  return taxCents > 0 ? [{ name, ratePercent, netCents: grossCents - taxCents, taxCents }] : [];
}

/**
 * A checked-out stay's taxes for its invoice: the room's VAT and city tax as stored when it was priced
 * (VAT worked out again only when the desk set its own total), and the food charged to the room at
 * the food rate. Rows of one name and rate are added together.
 */
function stayTaxes(hotel: HotelInfo, booking: BookingRow, foodCents: number): TaxRow[] {
  const pricing = booking.pricing;
  const taxes = pricing?.taxes ?? [];
  const cityTaxes = taxes.filter((tax) => tax.ratePercent === null);
  const cityCents = cityTaxes.reduce((sum, tax) => sum + tax.cents, 0);
  const roomCents = booking.totalCents - cityCents;
  const vat = taxes.find((tax) => tax.ratePercent !== null);
  const rows: TaxRow[] = [];
  if (!pricing) rows.push(...vatRows(hotel.taxName, hotel.taxRatePercent, roomCents));
  else if (vat && !pricing.overrideReason)
    rows.push({ name: vat.name, ratePercent: vat.ratePercent, netCents: roomCents - vat.cents, taxCents: vat.cents });
  else if (vat) rows.push(...vatRows(vat.name, vat.ratePercent ?? 0, roomCents));
  rows.push(...cityTaxes.map((tax) => ({ name: tax.name, ratePercent: null, netCents: 0, taxCents: tax.cents })));
  rows.push(...vatRows(hotel.taxName, hotel.foodTaxRatePercent, foodCents));
  const merged = new Map<string, TaxRow>();
  for (const row of rows) {
    const key = `${row.name}|${row.ratePercent}`;
    const found = merged.get(key);
    if (found) Object.assign(found, { netCents: found.netCents + row.netCents, taxCents: found.taxCents + row.taxCents });
    else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

/**
 * The invoice of a stay or an order, issued on first request when it was settled before invoices
 * existed. Guests read only their own; a stranger's reads like a missing one.
 */
export function getInvoice(deps: AppDeps, user: Actor & { role: Role }, subject: Subject) {
  const at = deps.now();
  return deps.db.transaction(
    (tx) => {
      const owner = invoiceable(tx, subject);
      if (user.role === 'customer' && owner.customerId !== user.id) throw fail.notFound(LEDGER_MSG.invoiceNotFound);
      issueInvoice(tx, user, subject, at);
      const invoice = tx
        .select()
        .from(invoices)
        .where('bookingId' in subject ? eq(invoices.bookingId, subject.bookingId) : eq(invoices.foodOrderId, subject.foodOrderId))
        .get();
      if (!invoice) throw fail.notFound(LEDGER_MSG.invoiceNotFound);
      const customer = tx
        .select({ name: users.name, email: users.email, phone: users.phone, address: users.address })
        .from(users)
        .where(eq(users.id, owner.customerId))
        .get();
      const hotel = getHotelInfo(tx);
      let lines: FolioLine[];
      let totals: { charges: number; paid: number; refunded: number; balance: number };
      let payments;
      let title: string;
      if ('bookingId' in subject) {
        const stay = folio(tx, subject.bookingId);
        lines = stay.lines;
        totals = stay.totals;
        payments = stay.payments;
        // A dormitory stay names its assigned beds (none until the desk assigns them).
        const beds = stay.booking.bedLabels.length > 0 ? ` (${bedLabelsText(stay.booking.bedLabels)})` : '';
        title = `Stay ${stay.booking.reference} in room ${stay.booking.room.roomNumber}${beds}, ${formatHotelDay(stay.booking.checkIn)} to ${formatHotelDay(stay.booking.checkOut)}`;
      } else {
        const order = tx.select().from(foodOrders).where(eq(foodOrders.id, subject.foodOrderId)).get();
        if (!order) throw fail.notFound(LEDGER_MSG.invoiceNotFound);
        const balance = orderBalance(tx, order);
        lines = order.status === 'cancelled' ? [] : orderLines(tx, order.id);
        totals = {
          charges: toDollars(balance.dueCents),
          paid: toDollars(balance.paidCents),
          refunded: toDollars(balance.refundedCents),
          balance: toDollars(balance.balanceCents),
        };
        payments = toLedgerViews(tx, ledgerRows(tx, { foodOrderIds: [order.id] }));
        title = `Food order #${orderNumber(order.id)}`;
      }
      // The stay's room service is its food lines, already read for the folio.
      const foodCents = lines.filter((line) => line.kind === 'food').reduce((sum, line) => sum + toCents(line.amount), 0);
      const taxSummary = owner.stay
        ? stayTaxes(hotel, owner.stay, foodCents)
        : vatRows(hotel.taxName, hotel.foodTaxRatePercent, toCents(totals.charges));
      const taxCents = taxSummary.reduce((sum, row) => sum + row.taxCents, 0);
      return {
        _id: invoice.id,
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        title,
        hotel: { name: hotel.hotelName, address: hotel.address, phone: hotel.contactPhone, email: hotel.contactEmail },
        billTo: customer ?? { name: 'Former guest', email: '', phone: '', address: '' },
        lines,
        /** One row per tax and rate: what it was charged on (net) and the tax. */
        taxSummary: taxSummary.map((row) => ({
          name: row.name,
          ratePercent: row.ratePercent,
          net: toDollars(row.netCents),
          tax: toDollars(row.taxCents),
        })),
        payments,
        totals: { ...totals, net: toDollars(toCents(totals.charges) - taxCents), tax: toDollars(taxCents) },
      };
    },
    { behavior: 'immediate' },
  );
}
export type InvoiceView = ReturnType<typeof getInvoice>;

/** Prices include the tax: the tax is the part of the total above total ÷ (1 + rate). */
export function includedTaxCents(chargeCents: number, ratePercent: number): number {
  return ratePercent > 0 ? chargeCents - Math.round(chargeCents / (1 + ratePercent / 100)) : 0;
}
