import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@innkeep/api-contract';

export interface CartItem {
  foodId: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
  image?: string | null;
  isVegetarian: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let items: CartItem[] = load();
let panelOpen = false;

function load(): CartItem[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.cart);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as CartItem[]).filter((i) => i && typeof i.foodId === 'string' && i.quantity > 0) : [];
  } catch {
    return [];
  }
}

function commit(next: CartItem[]): void {
  items = next;
  try {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this page.
  }
  listeners.forEach((l) => l());
}

/** Cart rules from the spec, as plain functions so they are unit-tested without a browser. */
export const cartRules = {
  add(current: CartItem[], item: Omit<CartItem, 'quantity'>, quantity = 1): CartItem[] {
    const existing = current.find((i) => i.foodId === item.foodId);
    if (existing) return current.map((i) => (i.foodId === item.foodId ? { ...i, quantity: i.quantity + quantity } : i));
    return [...current, { ...item, quantity }];
  },
  setQuantity(current: CartItem[], foodId: string, quantity: number): CartItem[] {
    if (quantity <= 0) return current.filter((i) => i.foodId !== foodId);
    return current.map((i) => (i.foodId === foodId ? { ...i, quantity } : i));
  },
  count: (current: CartItem[]) => current.reduce((sum, i) => sum + i.quantity, 0),
  total: (current: CartItem[]) => Math.round(current.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
};

export const cart = {
  add(item: Omit<CartItem, 'quantity'>, quantity = 1): 'added' | 'updated' {
    const existed = items.some((i) => i.foodId === item.foodId);
    commit(cartRules.add(items, item, quantity));
    // Adding an item opens the cart panel.
    panelOpen = true;
    return existed ? 'updated' : 'added';
  },
  setQuantity: (foodId: string, quantity: number) => commit(cartRules.setQuantity(items, foodId, quantity)),
  remove: (foodId: string) => commit(cartRules.setQuantity(items, foodId, 0)),
  clear: () => commit([]),
  openPanel: () => {
    panelOpen = true;
    listeners.forEach((l) => l());
  },
  closePanel: () => {
    panelOpen = false;
    listeners.forEach((l) => l());
  },
};

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart() {
  const current = useSyncExternalStore(subscribe, () => items);
  return { items: current, count: cartRules.count(current), total: cartRules.total(current) };
}

export function useCartPanel(): boolean {
  return useSyncExternalStore(subscribe, () => panelOpen);
}
