import { FOOD_CATEGORIES, LIMITS, m, type FoodCategory, type Role } from '@innkeep/api-contract';
import type { CartFood } from '../../state/cart';

/** Who is looking decides a dish's button: customers order, other roles and visitors cannot. */
export type Viewer = 'customer' | 'staff-or-admin' | 'visitor';

export function viewerOf(role: Role | undefined): Viewer {
  if (!role) return 'visitor';
  return role === 'customer' ? 'customer' : 'staff-or-admin';
}

/** Up to three ingredients, then '+N more'. */
export function ingredientSummary(ingredients: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: ingredients.slice(0, LIMITS.maxIngredientsShown),
    more: Math.max(0, ingredients.length - LIMITS.maxIngredientsShown),
  };
}

export const CATEGORY_LABELS: Record<FoodCategory, string> = {
  breakfast: m('Breakfast'),
  lunch: m('Lunch'),
  dinner: m('Dinner'),
  snacks: m('Snacks'),
  beverages: m('Beverages'),
};

export interface MenuFilter {
  category: FoodCategory | 'all';
  vegetarianOnly: boolean;
}

/** The five categories in the spec's order, each with its matching dishes; empty groups left out. */
export function groupMenu<T extends { category: FoodCategory; isVegetarian: boolean }>(
  foods: readonly T[],
  filter: MenuFilter,
): { category: FoodCategory; items: T[] }[] {
  return FOOD_CATEGORIES.filter((category) => filter.category === 'all' || filter.category === category)
    .map((category) => ({
      category,
      items: foods.filter((food) => food.category === category && (!filter.vegetarianOnly || food.isVegetarian)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The cart's copy of a menu item. */
export function toCartFood(food: {
  _id: string;
  name: string;
  category: string;
  price: number;
  image: string | null;
  isVegetarian: boolean;
}): CartFood {
  return {
    foodId: food._id,
    name: food.name,
    category: food.category,
    price: food.price,
    image: food.image,
    isVegetarian: food.isVegetarian,
  };
}
