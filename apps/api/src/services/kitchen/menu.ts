import { and, asc, eq } from 'drizzle-orm';
import {
  ADMIN_MSG,
  FOOD_CATEGORIES,
  toCents,
  type AdminFoodListQuery,
  type FoodItemData,
  type UpdateFoodItemData,
} from '@innkeep/api-contract';
import { foodItems, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { toFoodItemView, type FoodItemView } from './food';
import { changedFields, changedValues, countAll, pageWindow, rankOf, totalOf } from '../../engine/query';
import { searchIn } from '../../engine/search';

/** Menu order: the spec's category order (breakfast … beverages), then name. */
const categoryRank = rankOf(foodItems.category, FOOD_CATEGORIES);

export function listFood(db: DbOrTx, query: AdminFoodListQuery): { foods: FoodItemView[]; total: number } {
  const where = and(
    query.category ? eq(foodItems.category, query.category) : undefined,
    searchIn(query.search, [foodItems.name, foodItems.description]),
  );
  const total = totalOf(db.select(countAll()).from(foodItems).where(where).get());
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select()
    .from(foodItems)
    .where(where)
    .orderBy(asc(categoryRank), asc(foodItems.name), asc(foodItems.id))
    .limit(limit)
    .offset(offset)
    .all();
  return { foods: rows.map(toFoodItemView), total };
}

function columnsOf(input: FoodItemData) {
  return {
    name: input.name,
    description: input.description,
    priceCents: toCents(input.price),
    category: input.category,
    preparationTime: input.preparationTime,
    isVegetarian: input.isVegetarian,
    isAvailable: input.isAvailable,
    ingredients: input.ingredients,
    image: input.image,
  };
}

function inTransaction<T>(deps: AppDeps, write: (tx: DbOrTx, at: Date) => T): T {
  const at = deps.now();
  return deps.db.transaction((tx) => write(tx, at));
}

export function createFood(deps: AppDeps, actor: Actor, input: FoodItemData): FoodItemView {
  return inTransaction(deps, (tx, at) => {
    const stamp = at.toISOString();
    const row = tx
      .insert(foodItems)
      .values({ ...columnsOf(input), createdAt: stamp, updatedAt: stamp })
      .returning()
      .get();
    recordAudit(tx, actor, 'food.create', 'food_item', row.id, { name: row.name, priceCents: row.priceCents }, at);
    return toFoodItemView(row);
  });
}

export function updateFood(deps: AppDeps, actor: Actor, input: UpdateFoodItemData): FoodItemView {
  return inTransaction(deps, (tx, at) => {
    const before = tx.select().from(foodItems).where(eq(foodItems.id, input.id)).get();
    if (!before) throw fail.notFound(ADMIN_MSG.foodNotFound);
    const columns = columnsOf(input);
    const row = tx
      .update(foodItems)
      .set({ ...columns, updatedAt: at.toISOString() })
      .where(eq(foodItems.id, input.id))
      .returning()
      .get();
    if (!row) throw fail.notFound(ADMIN_MSG.foodNotFound);
    recordAudit(
      tx,
      actor,
      'food.update',
      'food_item',
      row.id,
      { name: row.name, fields: changedFields(before, columns), changes: changedValues(before, columns) },
      at,
    );
    return toFoodItemView(row);
  });
}

/** The card's availability switch: a sold-out dish stays on the menu, greyed out and not orderable. */
export function setFoodAvailability(deps: AppDeps, actor: Actor, id: string, isAvailable: boolean): FoodItemView {
  return inTransaction(deps, (tx, at) => {
    const row = tx.update(foodItems).set({ isAvailable, updatedAt: at.toISOString() }).where(eq(foodItems.id, id)).returning().get();
    if (!row) throw fail.notFound(ADMIN_MSG.foodNotFound);
    recordAudit(tx, actor, isAvailable ? 'food.available' : 'food.unavailable', 'food_item', id, { name: row.name }, at);
    return toFoodItemView(row);
  });
}

/** Past orders keep the dish's name and price (copied at order time); their link to it becomes null. */
export function deleteFood(deps: AppDeps, actor: Actor, id: string): { success: true; message: string } {
  inTransaction(deps, (tx, at) => {
    const row = tx.delete(foodItems).where(eq(foodItems.id, id)).returning().get();
    if (!row) throw fail.notFound(ADMIN_MSG.foodNotFound);
    recordAudit(tx, actor, 'food.delete', 'food_item', id, { name: row.name, priceCents: row.priceCents }, at);
  });
  return { success: true, message: ADMIN_MSG.foodDeleted };
}
