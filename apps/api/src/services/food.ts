import { desc, eq, inArray } from 'drizzle-orm';
import { toDollars } from '@innkeep/api-contract';
import { foodOrderItems, foodOrders, users, type DbOrTx } from '@innkeep/db';

type FoodOrderRow = typeof foodOrders.$inferSelect;

/**
 * The one shape of a food order (customer view, admin and staff lists, REST): items carry the name
 * and price they were ordered at; money in dollars.
 */
export function toFoodOrderViews(db: DbOrTx, orders: FoodOrderRow[]) {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const items = db.select().from(foodOrderItems).where(inArray(foodOrderItems.orderId, ids)).all();
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
      customer: { _id: order.customerId, name: customer?.name ?? 'Former guest', email: customer?.email ?? '', phone: customer?.phone ?? '' },
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          foodId: item.foodId,
          food: { _id: item.foodId, name: item.name },
          name: item.name,
          quantity: item.quantity,
          price: toDollars(item.priceCents),
        })),
      deliveryLocation: order.deliveryLocation,
      specialInstructions: order.specialInstructions,
      totalAmount: toDollars(order.totalCents),
      status: order.status,
      paymentStatus: order.paymentStatus,
      paidAt: order.paidAt,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    };
  });
}
export type FoodOrderView = ReturnType<typeof toFoodOrderViews>[number];

/** A customer's own orders, newest first. */
export function listCustomerOrders(db: DbOrTx, customerId: string, limit = 50): FoodOrderView[] {
  const rows = db
    .select()
    .from(foodOrders)
    .where(eq(foodOrders.customerId, customerId))
    .orderBy(desc(foodOrders.createdAt))
    .limit(limit)
    .all();
  return toFoodOrderViews(db, rows);
}
