/** Calendar logic for hotel days ('YYYY-MM-DD') on the client: booked nights and stays. */

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

/**
 * The days a stay's two pickers grey out: check-in before today or on a booked night, check-out on
 * or before the check-in (or today).
 */
export function stayPickerLimits(checkIn: string, today: string, ranges: readonly NightRange[] = []) {
  return {
    checkIn: (day: string) => day < today || isNightBooked(day, ranges),
    checkOut: (day: string) => day <= (checkIn || today),
  };
}
