import { useSyncExternalStore } from 'react';
import { FOOD_LIMITS, STORAGE_KEYS } from '@innkeep/api-contract';

export interface CartItem {
  foodId: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
  image?: string | null;
  isVegetarian: boolean;
}

/** What the cart needs to know of a menu item to add or re-price it. */
export type CartFood = Omit<CartItem, 'quantity'>;

type Listener = () => void;
const listeners = new Set<Listener>();
let items: CartItem[] = load();
let panelOpen = false;

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.foodId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) > 0
  );
}

/** The stored cart; anything unreadable (an old format, a hand edit) is dropped rather than trusted. */
function load(): CartItem[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.cart);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(isCartItem).map((i) => ({ ...i, quantity: Math.min(i.quantity, FOOD_LIMITS.maxQuantity) }))
      : [];
  } catch {
    return [];
  }
}

const notify = () => listeners.forEach((l) => l());

function commit(next: CartItem[]): void {
  if (next === items) return;
  items = next;
  try {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this page.
  }
  notify();
}

// Another tab changed the cart: show the same cart here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart && event.key !== null) return;
    items = load();
    notify();
  });
}

const clampQuantity = (quantity: number) => Math.min(quantity, FOOD_LIMITS.maxQuantity);

/** Cart rules from the spec, as plain functions so they are unit-tested without a browser. */
export const cartRules = {
  /** An item already present gains the quantity added (up to the per-dish limit); otherwise a line is appended. */
  add(current: CartItem[], item: CartFood, quantity = 1): CartItem[] {
    const existing = current.find((i) => i.foodId === item.foodId);
    if (existing) return current.map((i) => (i.foodId === item.foodId ? { ...i, quantity: clampQuantity(i.quantity + quantity) } : i));
    return [...current, { ...item, quantity: clampQuantity(quantity) }];
  },
  /** Zero or less removes the line. */
  setQuantity(current: CartItem[], foodId: string, quantity: number): CartItem[] {
    if (quantity <= 0) return current.filter((i) => i.foodId !== foodId);
    return current.map((i) => (i.foodId === foodId ? { ...i, quantity: clampQuantity(quantity) } : i));
  },
  count: (current: CartItem[]) => current.reduce((sum, i) => sum + i.quantity, 0),
  total: (current: CartItem[]) => Math.round(current.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
  /**
   * Brings stored lines up to date with the menu (price, name, picture), since the server charges
   * today's prices. Returns the same array when nothing changed.
   */
  reprice(current: CartItem[], menu: readonly CartFood[]): CartItem[] {
    const byId = new Map(menu.map((food) => [food.foodId, food]));
    let changed = false;
    const next = current.map((line) => {
      const food = byId.get(line.foodId);
      if (!food) return line;
      const same =
        food.price === line.price &&
        food.name === line.name &&
        food.category === line.category &&
        (food.image ?? null) === (line.image ?? null) &&
        food.isVegetarian === line.isVegetarian;
      if (same) return line;
      changed = true;
      return { ...line, ...food };
    });
    return changed ? next : current;
  },
  /** The order request's lines: ids and quantities only, as the server prices them itself. */
  orderLines: (current: CartItem[]) => current.map(({ foodId, quantity }) => ({ foodId, quantity })),
};

export const cart = {
  /**
   * 'limit' when the dish is already in the cart as many times as one order allows. Adding opens the
   * cart panel (spec 01), except where `openPanel` is false: on a phone the panel covers the menu.
   */
  add(item: CartFood, quantity = 1, { openPanel = true }: { openPanel?: boolean } = {}): 'added' | 'updated' | 'limit' {
    const existing = items.find((i) => i.foodId === item.foodId);
    if (existing && existing.quantity >= FOOD_LIMITS.maxQuantity) return 'limit';
    if (openPanel) panelOpen = true;
    commit(cartRules.add(items, item, quantity));
    return existing ? 'updated' : 'added';
  },
  setQuantity: (foodId: string, quantity: number) => commit(cartRules.setQuantity(items, foodId, quantity)),
  remove: (foodId: string) => commit(cartRules.setQuantity(items, foodId, 0)),
  clear: () => commit([]),
  reprice: (menu: readonly CartFood[]) => commit(cartRules.reprice(items, menu)),
  openPanel: () => {
    panelOpen = true;
    notify();
  },
  closePanel: () => {
    panelOpen = false;
    notify();
  },
};

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server renders a guest's page without their stored cart: the page is adopted with it empty, then filled.
const noItems: CartItem[] = [];

export function useCart() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => noItems,
  );
  return { items: current, count: cartRules.count(current), total: cartRules.total(current) };
}

export function useCartPanel(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => panelOpen,
    () => false,
  );
}
