import { describe, expect, it } from 'vitest';
import type { FoodCategory } from '@innkeep/api-contract';
import { groupMenu, ingredientSummary, viewerOf } from './menu';

describe('ingredientSummary', () => {
  it('shows up to three and counts the rest', () => {
    expect(ingredientSummary(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(ingredientSummary(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(ingredientSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
});

describe('viewerOf', () => {
  it('lets only customers order', () => {
    expect(viewerOf('customer')).toBe('customer');
    expect(viewerOf('staff')).toBe('staff-or-admin');
    expect(viewerOf('admin')).toBe('staff-or-admin');
    expect(viewerOf(undefined)).toBe('visitor');
  });
});

describe('groupMenu', () => {
  const dish = (name: string, category: FoodCategory, isVegetarian = true) => ({ name, category, isVegetarian });
  const menu = [dish('Tea', 'beverages'), dish('Steak', 'dinner', false), dish('Pancakes', 'breakfast'), dish('Curry', 'dinner')];

  it('groups in the spec order breakfast, lunch, dinner, snacks, beverages and skips empty groups', () => {
    expect(groupMenu(menu, { category: 'all', vegetarianOnly: false }).map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['breakfast', ['Pancakes']],
      ['dinner', ['Steak', 'Curry']],
      ['beverages', ['Tea']],
    ]);
  });

  it('filters by category and by vegetarian dishes', () => {
    expect(groupMenu(menu, { category: 'dinner', vegetarianOnly: true })).toEqual([
      { category: 'dinner', items: [dish('Curry', 'dinner')] },
    ]);
    expect(groupMenu(menu, { category: 'lunch', vegetarianOnly: false })).toEqual([]);
  });
});
