/** Money is stored in integer cents and shown to clients in dollars. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** Rounds to the nearest cent, so 19.99 becomes 1999 and never 1998.9999. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
