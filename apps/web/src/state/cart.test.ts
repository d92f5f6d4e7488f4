import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FOOD_LIMITS } from '@innkeep/api-contract';
import { cartRules, type CartFood, type CartItem } from './cart';

const soup: CartFood = { foodId: 'soup', name: 'Tomato Soup', category: 'lunch', price: 8.5, image: null, isVegetarian: true };
const steak: CartFood = {
  foodId: 'steak',
  name: 'Ribeye Steak',
  category: 'dinner',
  price: 32,
  image: '/images/food/steak.svg',
  isVegetarian: false,
};

describe('cartRules.add', () => {
  it('appends a new line with quantity 1 by default', () => {
    expect(cartRules.add([], soup)).toEqual([{ ...soup, quantity: 1 }]);
  });

  it('increases an existing line by the amount added instead of adding a second line', () => {
    const once = cartRules.add([], soup);
    const twice = cartRules.add(cartRules.add(once, steak), soup, 3);
    expect(twice).toEqual([
      { ...soup, quantity: 4 },
      { ...steak, quantity: 1 },
    ]);
    // The input is not mutated: the store relies on new arrays to re-render.
    expect(once).toEqual([{ ...soup, quantity: 1 }]);
  });

  it('stops at the per-dish limit the server accepts', () => {
    expect(cartRules.add([{ ...soup, quantity: FOOD_LIMITS.maxQuantity - 1 }], soup, 5)[0]?.quantity).toBe(FOOD_LIMITS.maxQuantity);
  });
});

describe('cartRules.setQuantity', () => {
  const cart: CartItem[] = [
    { ...soup, quantity: 2 },
    { ...steak, quantity: 1 },
  ];

  it('sets the quantity of one line', () => {
    expect(cartRules.setQuantity(cart, 'soup', 5)).toEqual([
      { ...soup, quantity: 5 },
      { ...steak, quantity: 1 },
    ]);
  });

  it.each([0, -1])('removes the line at quantity %i', (quantity) => {
    expect(cartRules.setQuantity(cart, 'soup', quantity)).toEqual([{ ...steak, quantity: 1 }]);
  });
});

describe('totals', () => {
  it('counts items and sums line prices in whole cents', () => {
    const cart = [
      { ...soup, price: 0.1, quantity: 3 },
      { ...steak, price: 0.2, quantity: 1 },
    ];
    expect(cartRules.count(cart)).toBe(4);
    expect(cartRules.total(cart)).toBe(0.5);
    expect(cartRules.count([])).toBe(0);
    expect(cartRules.total([])).toBe(0);
  });
});

describe('cartRules.reprice', () => {
  it('takes the menu price and name and keeps quantities', () => {
    const cart = [
      { ...soup, quantity: 2 },
      { ...steak, quantity: 1 },
    ];
    const next = cartRules.reprice(cart, [{ ...soup, price: 9, name: 'Tomato & Basil Soup' }]);
    expect(next).toEqual([
      { ...soup, price: 9, name: 'Tomato & Basil Soup', quantity: 2 },
      { ...steak, quantity: 1 },
    ]);
  });

  it('returns the same array when nothing changed, so the store does not re-render', () => {
    const cart = [{ ...soup, quantity: 2 }];
    expect(cartRules.reprice(cart, [soup, steak])).toBe(cart);
  });
});

describe('cartRules.orderLines', () => {
  it('sends ids and quantities only, never prices', () => {
    expect(cartRules.orderLines([{ ...soup, quantity: 2 }])).toEqual([{ foodId: 'soup', quantity: 2 }]);
  });
});

describe('the cart store', () => {
  it('persists under the hotel cart key, drops unreadable lines, stops at the limit and empties on clear', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    stored.set('innkeep-cart', JSON.stringify([{ ...soup, quantity: 2 }, { foodId: 'broken' }]));
    vi.resetModules();
    const { cart } = await import('./cart');
    const saved = () => JSON.parse(stored.get('innkeep-cart') ?? 'null') as CartItem[];

    // The unreadable stored line is dropped; the good one is kept.
    expect(cart.add(soup)).toBe('updated');
    expect(saved()).toEqual([{ ...soup, quantity: 3 }]);
    expect(cart.add(steak)).toBe('added');
    cart.setQuantity('soup', 0);
    expect(saved()).toEqual([{ ...steak, quantity: 1 }]);
    cart.setQuantity('steak', FOOD_LIMITS.maxQuantity);
    expect(cart.add(steak)).toBe('limit');
    cart.clear();
    expect(saved()).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('the cart store in the browser', () => {
  /** A fresh copy of the store, reading whatever local storage holds now. */
  async function freshStore() {
    vi.resetModules();
    return import('./cart');
  }

  it('useCart re-renders with the count and total; adding opens the panel, which closes on request', async () => {
    const { cart, useCart, useCartPanel } = await freshStore();
    const { result } = renderHook(() => ({ cart: useCart(), panelOpen: useCartPanel() }));
    expect(result.current.cart).toEqual({ items: [], count: 0, total: 0 });
    expect(result.current.panelOpen).toBe(false);

    act(() => void cart.add(soup, 2));
    act(() => void cart.add(steak));
    expect(result.current.cart.count).toBe(3);
    expect(result.current.cart.total).toBe(49);
    expect(result.current.panelOpen).toBe(true);

    act(() => cart.closePanel());
    expect(result.current.panelOpen).toBe(false);
    // A phone adds without the panel: the menu shows a short confirmation instead.
    act(() => void cart.add(steak, 1, { openPanel: false }));
    expect(result.current.cart.count).toBe(4);
    expect(result.current.panelOpen).toBe(false);
    act(() => cart.setQuantity('steak', 1));
    act(() => cart.remove('soup'));
    expect(result.current.cart.items).toEqual([{ ...steak, quantity: 1 }]);
    // Changing a quantity does not open the panel; only adding does.
    expect(result.current.panelOpen).toBe(false);
    act(() => cart.openPanel());
    expect(result.current.panelOpen).toBe(true);
  });

  it('a dish at the limit is refused without opening the panel or changing the cart', async () => {
    localStorage.setItem('innkeep-cart', JSON.stringify([{ ...soup, quantity: FOOD_LIMITS.maxQuantity }]));
    const { cart, useCart, useCartPanel } = await freshStore();
    const { result } = renderHook(() => ({ cart: useCart(), panelOpen: useCartPanel() }));
    act(() => expect(cart.add(soup)).toBe('limit'));
    expect(result.current.cart.count).toBe(FOOD_LIMITS.maxQuantity);
    expect(result.current.panelOpen).toBe(false);
  });

  it('loads a stored cart, trimming quantities above the limit and ignoring text that is not JSON', async () => {
    localStorage.setItem(
      'innkeep-cart',
      JSON.stringify([
        { ...soup, quantity: FOOD_LIMITS.maxQuantity + 50 },
        { ...steak, quantity: 0 },
      ]),
    );
    let store = await freshStore();
    expect(renderHook(() => store.useCart()).result.current.items).toEqual([{ ...soup, quantity: FOOD_LIMITS.maxQuantity }]);

    localStorage.setItem('innkeep-cart', '{not json');
    store = await freshStore();
    expect(renderHook(() => store.useCart()).result.current.items).toEqual([]);
  });

  it('shows the cart another tab saved', async () => {
    const { useCart } = await freshStore();
    const { result } = renderHook(() => useCart());
    const otherTab = JSON.stringify([{ ...steak, quantity: 2 }]);
    localStorage.setItem('innkeep-cart', otherTab);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'innkeep-cart', newValue: otherTab })));
    expect(result.current).toEqual({ items: [{ ...steak, quantity: 2 }], count: 2, total: 64 });

    // Another key changing leaves the cart alone; clearing all storage empties it.
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'innkeep-theme', newValue: 'dark' })));
    expect(result.current.count).toBe(2);
    localStorage.clear();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null })));
    expect(result.current.items).toEqual([]);
  });

  it('keeps working for the page when storage refuses writes', async () => {
    const { cart, useCart } = await freshStore();
    const { result } = renderHook(() => useCart());
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      act(() => void cart.add(soup));
      expect(result.current.count).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
