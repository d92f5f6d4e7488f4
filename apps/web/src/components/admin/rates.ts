import { addDays } from '@innkeep/api-contract';

/** What the Rates screen is about to change: rooms, days [from, to] (inclusive) and, optionally, weekdays (0 = Sunday). */
export interface RateSelection {
  roomIds: string[];
  from: string;
  to: string;
  weekdays: number[];
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether one room's night is in the selection. */
export function inSelection(selection: RateSelection, roomId: string, day: string): boolean {
  return (
    selection.roomIds.includes(roomId) &&
    day >= selection.from &&
    day <= selection.to &&
    (selection.weekdays.length === 0 || selection.weekdays.includes(weekday(day)))
  );
}

/** How many nights an edit changes: rooms × the days of the range on the chosen weekdays. */
export function selectedNights(selection: RateSelection): number {
  if (!selection.from || !selection.to || selection.to < selection.from) return 0;
  let days = 0;
  for (let day = selection.from; day <= selection.to; day = addDays(day, 1)) {
    if (selection.weekdays.length === 0 || selection.weekdays.includes(weekday(day))) days += 1;
  }
  return days * new Set(selection.roomIds).size;
}

/**
 * The rectangle from an anchor cell to another (shift-click or shift+arrow): the rooms between them in
 * screen order and the days between them. Weekdays are kept.
 */
export function spanSelection(
  order: readonly string[],
  anchor: { roomId: string; day: string },
  to: { roomId: string; day: string },
  weekdays: number[],
): RateSelection {
  const a = order.indexOf(anchor.roomId);
  const b = order.indexOf(to.roomId);
  const [first, last] = a <= b ? [a, b] : [b, a];
  const [from, until] = anchor.day <= to.day ? [anchor.day, to.day] : [to.day, anchor.day];
  return { roomIds: order.slice(first, last + 1), from, to: until, weekdays };
}
