/** Money is stored in integer cents and shown to clients in dollars. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** Rounds to the nearest cent, so 19.99 becomes 1999 and never 1998.9999. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** True when a dollar amount has at most two decimals (the forms' step of 0.01). */
export function isWholeCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
