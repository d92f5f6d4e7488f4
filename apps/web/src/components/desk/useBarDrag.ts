import { useRef } from 'react';
import { addDays, stayNights, type BookingStatus } from '@innkeep/api-contract';
import type { MoveTarget } from './MoveOrChange';

/** What a bar needs to be dragged: any calendar row kind (rooms today, beds later) can supply it. */
export interface DraggableStay {
  _id: string;
  roomId: string;
  checkIn: string;
  checkOut: string;
  status: BookingStatus;
}

/** Stays the desk can still move; a guest in house keeps the check-in and can only change room. */
const MOVABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'checked-in'];

/**
 * Dragging a booking's bar to another row or day: the grab's night follows the pointer, the stay keeps its
 * length, and the drop hands the new room and nights to `onDrop` (which asks before anything changes).
 * A press released on the night it grabbed is no drag, so the click that opens the booking still works.
 */
export function useBarDrag(onDrop: (stay: DraggableStay, target: MoveTarget) => void) {
  const grab = useRef<{ stay: DraggableStay; day: string } | null>(null);
  const over = useRef<{ roomId: string; day: string } | null>(null);
  return {
    start(stay: DraggableStay, day: string) {
      if (!MOVABLE.includes(stay.status)) return;
      grab.current = { stay, day };
      over.current = { roomId: stay.roomId, day };
    },
    enter(roomId: string, day: string) {
      if (grab.current) over.current = { roomId, day };
    },
    /** True when a drag ended on another room or night (and `onDrop` was called). */
    end(): boolean {
      const from = grab.current;
      const to = over.current;
      grab.current = null;
      over.current = null;
      if (!from || !to || (to.roomId === from.stay.roomId && to.day === from.day)) return false;
      const shift = from.stay.status === 'checked-in' ? 0 : stayNights(from.day, to.day);
      onDrop(from.stay, { roomId: to.roomId, checkIn: addDays(from.stay.checkIn, shift), checkOut: addDays(from.stay.checkOut, shift) });
      return true;
    },
    cancel() {
      grab.current = null;
      over.current = null;
    },
  };
}
