import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  hotelToday,
  FOOD_CATEGORIES,
  FOOD_LIMITS,
  FOOD_MSG,
  LEDGER_MSG,
  orderNumber,
  paymentPath,
  toDollars,
  type CreateFoodOrderData,
  type DeliveryTimeInput,
  type PayFoodOrderInput,
  type PaymentLinkInput,
  t,
} from '@innkeep/api-contract';
import { bookings, foodItems, foodOrderItems, foodOrders, users, type Db, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { cachedCatalog } from '../../engine/catalog-cache';
import { fail } from '../../lib/errors';
import { hotelInstant } from '../../lib/dates';
import { oncePer } from '../../engine/once-per';
import { recordAudit, type Actor } from '../operations/audit';
import { notifyStaff, publishBoardChange } from '../messages/board';
import { issueInvoice } from '../money/invoice-number';
import { recordMoney, syncBookingPayment } from '../money/ledger';
import { createNotification, inLanguageOf, publishNotifications } from '../messages/notifications';
import { linkExpired, newPaymentLink, sameSecret, secondsUntil } from '../money/pay-link';
import { rankOf } from '../../engine/query';
import { getHotelInfo, moneyText } from '../operations/settings';

type FoodItemRow = typeof foodItems.$inferSelect;
type FoodOrderRow = typeof foodOrders.$inferSelect;

/** The one shape of a menu item; price in dollars, `image` null when the default picture applies. */
export function toFoodItemView(row: FoodItemRow) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toDollars(row.priceCents),
    category: row.category,
    isVegetarian: row.isVegetarian,
    isAvailable: row.isAvailable,
    preparationTime: row.preparationTime,
    ingredients: row.ingredients,
    image: row.image,
  };
}
export type FoodItemView = ReturnType<typeof toFoodItemView>;

/** An order line with the name and price it was ordered at (in dollars); the dish itself may since be gone. */
interface OrderLine {
  foodId: string | null;
  food: { _id: string | null; name: string };
  name: string;
  quantity: number;
  price: number;
}

/** The lines of the given orders, in one query, by order id. */
export function orderItemsByOrder(db: DbOrTx, orderIds: string[]): Map<string, OrderLine[]> {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  for (const item of db.select().from(foodOrderItems).where(inArray(foodOrderItems.orderId, orderIds)).all()) {
    const line: OrderLine = {
      foodId: item.foodId,
      food: { _id: item.foodId, name: item.name },
      name: item.name,
      quantity: item.quantity,
      price: toDollars(item.priceCents),
    };
    const lines = byOrder.get(item.orderId);
    if (lines) lines.push(line);
    else byOrder.set(item.orderId, [line]);
  }
  return byOrder;
}

/**
 * The one shape of a food order (customer view, admin and staff lists, REST): items carry the name
 * and price they were ordered at; money in dollars.
 */
export function toFoodOrderViews(db: DbOrTx, orders: FoodOrderRow[]) {
  if (orders.length === 0) return [];
  const items = orderItemsByOrder(
    db,
    orders.map((o) => o.id),
  );
  const customerIds = [...new Set(orders.map((o) => o.customerId))];
  const customers = new Map(
    db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(inArray(users.id, customerIds))
      .all()
      .map((c) => [c.id, c]),
  );
  return orders.map((order) => {
    const customer = customers.get(order.customerId);
    return {
      _id: order.id,
      customer: {
        _id: order.customerId,
        name: customer?.name ?? 'Former guest',
        email: customer?.email ?? '',
        phone: customer?.phone ?? '',
      },
      items: items.get(order.id) ?? [],
      deliveryLocation: order.deliveryLocation,
      specialInstructions: order.specialInstructions,
      totalAmount: toDollars(order.totalCents),
      status: order.status,
      paymentStatus: order.paymentStatus,
      paidAt: order.paidAt,
      /** The stay whose folio this order is charged to ("Charge to my room"), else null. */
      bookingId: order.bookingId,
      /** Staff accepted cash or card at the door; the payment is recorded at delivery. */
      payOnDelivery: order.payOnDelivery,
      /** When the guest asked for it; null: as soon as it is ready. */
      deliverAt: order.deliverAt,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    };
  });
}
export type FoodOrderView = ReturnType<typeof toFoodOrderViews>[number];

/** A guest's newest orders, prepared once per database: the guest's dashboard and orders page ask on every visit. */
const customerOrders = oncePer((db: DbOrTx) =>
  db
    .select()
    .from(foodOrders)
    .where(eq(foodOrders.customerId, sql.placeholder('customerId')))
    .orderBy(desc(foodOrders.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

/** A customer's own orders, newest first. */
export function listCustomerOrders(db: DbOrTx, customerId: string, limit = 50): FoodOrderView[] {
  return toFoodOrderViews(db, customerOrders(db).all({ customerId, limit }));
}

// ---------------------------------------------------------------------------------------------
// Menu

/** The whole menu, unavailable dishes included (the menu shows them greyed out), by category then name. */
export function listMenu(db: DbOrTx): FoodItemView[] {
  return (
    db
      .select({ item: foodItems, rank: rankOf(foodItems.category, FOOD_CATEGORIES) })
      .from(foodItems)
      .all()
      // Names by the reader's collation (localeCompare), which SQLite's ORDER BY does not offer.
      .sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name))
      .map((row) => toFoodItemView(row.item))
  );
}

/** The menu for everyone, from the catalog cache. */
export function publicMenu(ctx: { db: Db; baseUrl: string | undefined }): FoodItemView[] {
  return cachedCatalog(ctx, 'menu', () => listMenu(ctx.db));
}

// ---------------------------------------------------------------------------------------------
// Orders and the QR payment link

/** What the QR dialog needs: the link (a path; clients add their origin), its secret and the amount. */
function toPaymentView(db: DbOrTx, order: FoodOrderRow, now: Date) {
  if (!order.paymentToken || !order.paymentExpiresAt) throw fail.conflict(FOOD_MSG.paymentExpired);
  return {
    url: paymentPath(order.id, order.paymentToken),
    token: order.paymentToken,
    expiresAt: order.paymentExpiresAt,
    /** Counted by the server, so a client whose clock is off still shows the right countdown. */
    expiresInSeconds: secondsUntil(order.paymentExpiresAt, now),
    amount: toDollars(order.totalCents),
    currency: getHotelInfo(db).currency,
    merchantId: FOOD_LIMITS.merchantId,
  };
}
export type PaymentView = ReturnType<typeof toPaymentView>;
export type CheckoutView = FoodOrderView & { payment: PaymentView };

function toCheckoutView(db: DbOrTx, order: FoodOrderRow, now: Date): CheckoutView {
  const [view] = toFoodOrderViews(db, [order]);
  if (!view) throw fail.notFound(FOOD_MSG.orderNotFound);
  return { ...view, payment: toPaymentView(db, order, now) };
}

/** The checkout's answer: with the payment link, or the plain order when it is charged to a room. */
function orderAnswer(tx: DbOrTx, order: FoodOrderRow, now: Date): CheckoutView | FoodOrderView {
  if (order.bookingId) {
    const [view] = toFoodOrderViews(tx, [order]);
    if (!view) throw fail.notFound(FOOD_MSG.orderNotFound);
    return view;
  }
  return toCheckoutView(tx, order, now);
}

/** The stay the customer is checked in to now; a 409 with `missing` when there is none. */
export function stayInHouse(tx: DbOrTx, customerId: string, missing: string = LEDGER_MSG.notCheckedIn) {
  const stay = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.status, 'checked-in')))
    .get();
  if (!stay) throw fail.conflict(missing);
  return stay;
}

/** The instant a guest asked delivery for, by the hotel's clocks; a time already past is refused. */
function deliveryInstant(deps: AppDeps, asked: DeliveryTimeInput | undefined, now: Date): string | null {
  if (!asked) return null;
  const today = hotelToday(now, deps.env.HOTEL_TIMEZONE);
  const day = asked.day === 'today' ? today : addDays(today, 1);
  const at = hotelInstant(day, asked.time, deps.env.HOTEL_TIMEZONE);
  if (at <= now.getTime()) throw fail.badRequest(FOOD_MSG.deliveryTimePast);
  return new Date(at).toISOString();
}

/** One line per dish: the cart may send a dish twice; the merged quantity keeps the per-line bound. */
function mergeLines(items: CreateFoodOrderData['items']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const item of items) {
    const quantity = (lines.get(item.foodId) ?? 0) + item.quantity;
    if (quantity > FOOD_LIMITS.maxQuantity) throw fail.badRequest(FOOD_MSG.quantityRange);
    lines.set(item.foodId, quantity);
  }
  return lines;
}

/**
 * Places a customer's order with a fresh payment link, pricing every line from the menu. The same
 * idempotency key from the same customer returns the first order (and its link) instead of a second one.
 */
export function createOrder(deps: AppDeps, customer: Actor, input: CreateFoodOrderData): CheckoutView {
  return placeOrder(deps, customer, input, null);
}

/**
 * "Charge to my room": the order goes on the folio of the stay the customer is checked in to now
 * (checked by the server, in the order's transaction), with no payment link; the stay's balance grows.
 */
export function chargeOrderToRoom(deps: AppDeps, customer: Actor, input: CreateFoodOrderData): FoodOrderView {
  return placeOrder(deps, customer, input, 'room');
}

function placeOrder(deps: AppDeps, customer: Actor, input: CreateFoodOrderData, chargeTo: null): CheckoutView;
function placeOrder(deps: AppDeps, customer: Actor, input: CreateFoodOrderData, chargeTo: 'room'): FoodOrderView;
function placeOrder(deps: AppDeps, customer: Actor, input: CreateFoodOrderData, chargeTo: 'room' | null): CheckoutView | FoodOrderView {
  const lines = mergeLines(input.items);
  const now = deps.now();
  const at = now.toISOString();
  const deliverAt = deliveryInstant(deps, input.deliverAt, now);
  const { view, notices, created } = deps.db.transaction(
    (tx) => {
      if (input.idempotencyKey) {
        const first = tx
          .select()
          .from(foodOrders)
          .where(and(eq(foodOrders.customerId, customer.id), eq(foodOrders.idempotencyKey, input.idempotencyKey)))
          .get();
        if (first) return { view: orderAnswer(tx, first, now), notices: [], created: false };
      }
      const stay = chargeTo === 'room' ? stayInHouse(tx, customer.id) : null;
      const menu = new Map(
        tx
          .select()
          .from(foodItems)
          .where(inArray(foodItems.id, [...lines.keys()]))
          .all()
          .map((food) => [food.id, food]),
      );
      const priced = [...lines].map(([foodId, quantity]) => {
        const food = menu.get(foodId);
        if (!food) throw fail.badRequest(FOOD_MSG.itemMissing);
        if (!food.isAvailable) throw fail.badRequest(FOOD_MSG.notAvailable(food.name));
        return { foodId, name: food.name, priceCents: food.priceCents, quantity };
      });
      const order = tx
        .insert(foodOrders)
        .values({
          customerId: customer.id,
          deliveryLocation: input.deliveryLocation,
          specialInstructions: input.specialInstructions,
          totalCents: priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
          idempotencyKey: input.idempotencyKey ?? null,
          deliverAt,
          ...(stay ? { bookingId: stay.id } : newPaymentLink(now)),
          createdAt: at,
          updatedAt: at,
        })
        .returning()
        .get();
      tx.insert(foodOrderItems)
        .values(priced.map((line) => ({ ...line, orderId: order.id })))
        .run();
      recordAudit(
        tx,
        customer,
        'food-order.create',
        'food_order',
        order.id,
        { totalCents: order.totalCents, lines: priced.length, ...(stay ? { chargedToBooking: stay.id } : {}) },
        now,
      );
      if (stay) syncBookingPayment(tx, stay.id, at);
      const itemCount = priced.reduce((sum, line) => sum + line.quantity, 0);
      const notices = notifyStaff(
        deps.db,
        {
          type: 'order',
          title: 'New food order',
          message: `Order #${orderNumber(order.id)}: ${itemCount} item${itemCount === 1 ? '' : 's'} for ${order.deliveryLocation}.`,
          subject: { type: 'order', id: order.id },
        },
        now,
      );
      return { view: orderAnswer(tx, order, now), notices, created: true };
    },
    { behavior: 'immediate' },
  );
  // A retried request changed nothing, so nobody hears of it twice.
  if (created) {
    publishNotifications(deps, notices);
    publishBoardChange(deps, { entity: 'foodOrder', id: view._id, status: view.status });
  }
  return view;
}

function findOwnOrder(db: DbOrTx, customerId: string, orderId: string): FoodOrderRow {
  const order = db
    .select()
    .from(foodOrders)
    .where(and(eq(foodOrders.id, orderId), eq(foodOrders.customerId, customerId)))
    .get();
  // Another customer's order is answered like a missing one.
  if (!order) throw fail.notFound(FOOD_MSG.orderNotFound);
  return order;
}

/** What the checkout dialog polls to learn of a payment made on another device. */
export function paymentStatus(db: DbOrTx, customerId: string, orderId: string) {
  const order = findOwnOrder(db, customerId, orderId);
  return { orderId: order.id, status: order.status, paymentStatus: order.paymentStatus, paidAt: order.paidAt };
}

function refuseUnpayable(order: FoodOrderRow): void {
  if (order.bookingId) throw fail.conflict(LEDGER_MSG.chargedToRoom);
  if (order.paymentStatus !== 'pending') throw fail.conflict(FOOD_MSG.alreadyPaid);
  if (order.status === 'cancelled') throw fail.conflict(FOOD_MSG.orderCancelled);
}

/** A fresh link for an unpaid order of the customer; the previous QR code stops working. */
export function renewPayment(deps: AppDeps, customerId: string, orderId: string): CheckoutView {
  const now = deps.now();
  return deps.db.transaction(
    (tx) => {
      refuseUnpayable(findOwnOrder(tx, customerId, orderId));
      const renewed = tx
        .update(foodOrders)
        .set({ ...newPaymentLink(now), updatedAt: now.toISOString() })
        .where(eq(foodOrders.id, orderId))
        .returning()
        .get();
      if (!renewed) throw fail.notFound(FOOD_MSG.orderNotFound);
      return toCheckoutView(tx, renewed, now);
    },
    { behavior: 'immediate' },
  );
}

/** The order a payment link points at; a wrong token reads exactly like an unknown order. */
function findByPaymentLink(db: DbOrTx, link: PaymentLinkInput): FoodOrderRow {
  const order = db.select().from(foodOrders).where(eq(foodOrders.id, link.orderId)).get();
  if (!order?.paymentToken || !sameSecret(order.paymentToken, link.token)) throw fail.notFound(FOOD_MSG.paymentLinkInvalid);
  return order;
}

/**
 * The pay page's view of the order behind a link: what is being paid for and whether it still can
 * be. Nothing about the customer beyond the delivery location, since the link may be shared.
 */
export function paymentLinkDetails(deps: AppDeps, link: PaymentLinkInput) {
  const order = findByPaymentLink(deps.db, link);
  const [view] = toFoodOrderViews(deps.db, [order]);
  return {
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    items: (view?.items ?? []).map(({ name, quantity, price }) => ({ name, quantity, price })),
    amount: toDollars(order.totalCents),
    currency: getHotelInfo(deps.db).currency,
    merchantId: FOOD_LIMITS.merchantId,
    deliveryLocation: order.deliveryLocation,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    expiresAt: order.paymentExpiresAt,
    expiresInSeconds: order.paymentExpiresAt ? secondsUntil(order.paymentExpiresAt, deps.now()) : 0,
    createdAt: order.createdAt,
  };
}

/**
 * Settles an order through its payment link (the phone that scanned the QR code, or the simulated
 * pay button, which sends the same token). A retry with the same payment key gets the same success.
 */
export function payOrder(deps: AppDeps, input: PayFoodOrderInput) {
  const now = deps.now();
  const at = now.toISOString();
  const { order, stored } = deps.db.transaction(
    (tx) => {
      const found = findByPaymentLink(tx, input);
      if (found.paymentStatus === 'paid' && input.paymentKey !== undefined && found.paymentKey === input.paymentKey) {
        return { order: found, stored: null };
      }
      refuseUnpayable(found);
      if (linkExpired(found.paymentExpiresAt, now)) throw fail.forbidden(FOOD_MSG.paymentExpired);
      const paid = tx
        .update(foodOrders)
        .set({ paymentStatus: 'paid', paidAt: at, paymentKey: input.paymentKey ?? null, updatedAt: at })
        .where(and(eq(foodOrders.id, found.id), eq(foodOrders.paymentStatus, 'pending')))
        .returning()
        .get();
      if (!paid) throw fail.conflict(FOOD_MSG.alreadyPaid);
      const customer = tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, paid.customerId)).get();
      recordAudit(
        tx,
        customer ?? null,
        'food-order.pay',
        'food_order',
        paid.id,
        { amountCents: paid.totalCents, via: 'payment link' },
        now,
      );
      recordMoney(tx, customer ?? null, { foodOrderId: paid.id }, { kind: 'payment', method: 'qr', amountCents: paid.totalCents }, now);
      issueInvoice(tx, customer ?? null, { foodOrderId: paid.id }, now);
      const notice = createNotification(
        tx,
        {
          recipientId: paid.customerId,
          type: 'order',
          ...inLanguageOf(tx, paid.customerId, () => ({
            title: t('Payment received'),
            message: t('We received {amount} for order #{order}. The kitchen is on it.', {
              amount: moneyText(tx, paid.totalCents),
              order: orderNumber(paid.id),
            }),
          })),
          subject: { type: 'order', id: paid.id },
        },
        now,
      );
      return { order: paid, stored: notice };
    },
    { behavior: 'immediate' },
  );
  if (stored) {
    publishNotifications(deps, [stored]);
    publishBoardChange(deps, { entity: 'foodOrder', id: order.id, status: order.status });
  }
  return {
    success: true as const,
    orderId: order.id,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    amount: toDollars(order.totalCents),
    currency: getHotelInfo(deps.db).currency,
  };
}
