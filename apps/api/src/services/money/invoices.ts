import { eq } from 'drizzle-orm';
import { LEDGER_MSG, formatHotelDay, orderNumber, toCents, toDollars, type Role } from '@innkeep/api-contract';
import { bookings, foodOrders, invoices, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import type { Actor } from '../operations/audit';
import { folio, toLedgerViews, type FolioLine } from './folio';
import { orderItemsByOrder } from '../kitchen/food';
import { issueInvoice } from './invoice-number';
import { ledgerRows, orderBalance, type Subject } from './ledger';
import { getHotelInfo } from '../operations/settings';

/* Invoices: numbering in invoice-number.ts; here what an invoice shows and who may read it. */

/** Whether an item has been settled far enough to be invoiced: a stay once checked out, an order once paid on its own. */
function invoiceable(tx: DbOrTx, subject: Subject): { customerId: string } {
  if ('bookingId' in subject) {
    const booking = tx.select().from(bookings).where(eq(bookings.id, subject.bookingId)).get();
    if (!booking || booking.status !== 'checked-out') throw fail.notFound(LEDGER_MSG.invoiceNotFound);
    return booking;
  }
  const order = tx.select().from(foodOrders).where(eq(foodOrders.id, subject.foodOrderId)).get();
  // An order charged to a room is on the stay's invoice.
  if (!order || order.bookingId || orderBalance(tx, order).paidCents === 0) throw fail.notFound(LEDGER_MSG.invoiceNotFound);
  return order;
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
        title = `Stay ${stay.booking.reference} in room ${stay.booking.room.roomNumber}, ${formatHotelDay(stay.booking.checkIn)} to ${formatHotelDay(stay.booking.checkOut)}`;
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
      // Prices include the tax: the tax is the part of the total above total ÷ (1 + rate).
      const chargeCents = toCents(totals.charges);
      const taxCents = hotel.taxRatePercent > 0 ? chargeCents - Math.round(chargeCents / (1 + hotel.taxRatePercent / 100)) : 0;
      return {
        _id: invoice.id,
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        title,
        hotel: { name: hotel.hotelName, address: hotel.address, phone: hotel.contactPhone, email: hotel.contactEmail },
        billTo: customer ?? { name: 'Former guest', email: '', phone: '', address: '' },
        lines,
        tax: { ratePercent: hotel.taxRatePercent, included: toDollars(taxCents) },
        payments,
        totals,
      };
    },
    { behavior: 'immediate' },
  );
}
export type InvoiceView = ReturnType<typeof getInvoice>;
