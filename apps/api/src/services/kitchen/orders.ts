import { and, eq, exists, or, sql } from 'drizzle-orm';
import { LIMITS, type AdminOrderListQuery } from '@innkeep/api-contract';
import { foodOrderItems, foodOrders, users, type DbOrTx } from '@innkeep/db';
import { toFoodOrderViews, type FoodOrderView } from './food';
import { countAll, newestFirst, pageWindow, totalOf } from '../../engine/query';
import { searchIn, userText } from '../../engine/search';

/**
 * Every food order, newest first. Search covers the guest's name and email, the delivery location,
 * the special instructions, the dish names and the order number (the last characters of the id, as
 * every screen shows it: the rest of the id is hidden, so text found there would look like no match).
 */
export function listOrders(db: DbOrTx, query: AdminOrderListQuery): { orders: FoodOrderView[]; total: number } {
  const search = query.search
    ? or(
        searchIn(query.search, [
          userText(foodOrders.customerId),
          foodOrders.deliveryLocation,
          foodOrders.specialInstructions,
          sql`substr(${foodOrders.id}, ${-LIMITS.orderNumberLength})`,
        ]),
        exists(
          db
            .select({ one: sql`1` })
            .from(foodOrderItems)
            .where(and(eq(foodOrderItems.orderId, foodOrders.id), searchIn(query.search, [foodOrderItems.name]))),
        ),
      )
    : undefined;
  const where = and(query.status ? eq(foodOrders.status, query.status) : undefined, search);
  // Searches reach guests through a subquery, so the count stays on the orders' indexes.
  const total = totalOf(db.select(countAll()).from(foodOrders).where(where).get());
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ order: foodOrders })
    .from(foodOrders)
    .innerJoin(users, eq(users.id, foodOrders.customerId))
    .where(where)
    .orderBy(...newestFirst(foodOrders, foodOrders.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  return {
    orders: toFoodOrderViews(
      db,
      rows.map((row) => row.order),
    ),
    total,
  };
}
