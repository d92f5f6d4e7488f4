/** Calendar logic for hotel days ('YYYY-MM-DD') on the client: booked nights, stays and month grids. */

export interface NightRange {
  checkIn: string;
  checkOut: string;
}

/** A night belongs to a stay from its check-in day up to, not including, its check-out day. */
export function isNightBooked(day: string, ranges: readonly NightRange[]): boolean {
  return ranges.some((range) => range.checkIn <= day && day < range.checkOut);
}

/** The booked stretches inside the stay [checkIn, checkOut), clipped to it; empty when the stay is free. */
export function takenWithin(checkIn: string, checkOut: string, ranges: readonly NightRange[]): NightRange[] {
  if (!checkIn || !checkOut || checkOut <= checkIn) return [];
  return ranges
    .filter((range) => range.checkIn < checkOut && checkIn < range.checkOut)
    .map((range) => ({
      checkIn: range.checkIn > checkIn ? range.checkIn : checkIn,
      checkOut: range.checkOut < checkOut ? range.checkOut : checkOut,
    }))
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
}

export interface Month {
  year: number;
  /** 0-11, as in Date. */
  month: number;
}

export function monthOf(day: string): Month {
  const [year, month] = day.split('-').map(Number);
  return { year: year ?? 1970, month: (month ?? 1) - 1 };
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** Weeks of the month, Sunday first; days outside the month are null. */
export function monthWeeks({ year, month }: Month): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = 1; d <= daysInMonth; d += 1) cells.push(new Date(Date.UTC(year, month, d)).toISOString().slice(0, 10));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
