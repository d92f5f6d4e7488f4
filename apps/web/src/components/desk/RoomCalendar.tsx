import { Text } from '@mantine/core';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { addDays } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { RoomStatusBadge } from '../rooms/RoomStatusBadge';
import {
  byFloor,
  cellLabel,
  dayHeaderParts,
  externalNights,
  visibleNights,
  isSelected,
  nightsByRoom,
  selectionIsFree,
  shortDayLabel,
  stayColor,
  type NightSelection,
} from './calendar';
import classes from './desk.module.css';
import { ExternalStayBar } from './ExternalStayBar';
import type { MoveTarget } from './MoveOrChange';
import type { CalendarRoom, DeskCalendar } from './types';
import { useBarDrag, type DraggableStay } from './useBarDrag';

interface RoomCalendarProps {
  data: DeskCalendar;
  days: string[];
  selection: NightSelection | null;
  onSelect: (selection: NightSelection | null) => void;
  /** A finished selection (drag released, or a second Enter): open the new-booking form. */
  onBook: (selection: NightSelection) => void;
  onOpenBooking: (bookingId: string) => void;
  /** A channel's stay (Booking.com, Airbnb…) clicked, or Enter on one of its nights. */
  onOpenExternal: (stayId: string) => void;
  /** A bar dragged to another room or nights: confirm the move (keyboard users move from the booking's drawer). */
  onMoveBooking: (stay: DraggableStay, target: MoveTarget) => void;
}

/**
 * Rooms down the side by floor, days across, each booking a bar with the guest's name. An ARIA grid:
 * one tab stop, arrows move between cells, Enter or Space picks the first night and then the last
 * (or opens a booking); with the mouse, click a first night and shift-click or drag to the last.
 */
export function RoomCalendar({ data, days, selection, onSelect, onBook, onOpenBooking, onOpenExternal, onMoveBooking }: RoomCalendarProps) {
  const t = useT();
  const nights = nightsByRoom(data.bookings);
  const held = externalNights(data.externalStays.filter((stay) => stay.bedId === null));
  const rooms = data.rooms;
  const [focus, setFocus] = useState({ row: 0, col: Math.max(0, days.indexOf(data.today)) });
  const cells = useRef(new Map<string, HTMLDivElement>());
  const dragging = useRef(false);
  const barDrag = useBarDrag(onMoveBooking);

  const stayAt = (room: CalendarRoom, day: string) => nights.get(`${room._id}|${day}`);
  const externalAt = (room: CalendarRoom, day: string) => held.get(`${room._id}|${day}`);
  const isFree = (room: CalendarRoom, day: string) => {
    const stay = stayAt(room, day);
    return room.status !== 'maintenance' && (!stay || stay.status === 'checked-out') && !externalAt(room, day);
  };
  const freeRange = (next: NightSelection) => selectionIsFree(next, nights, held);

  const moveFocus = (row: number, col: number) => {
    const r = Math.min(rooms.length - 1, Math.max(0, row));
    const c = Math.min(days.length - 1, Math.max(0, col));
    setFocus({ row: r, col: c });
    cells.current.get(`${r}:${c}`)?.focus();
  };

  /**
   * A channel's night opens its stay (in a conflict too, where the stay's panel leads to the booking),
   * a booked night its booking; a free one starts a selection there.
   */
  const activate = (room: CalendarRoom, day: string) => {
    const stay = stayAt(room, day);
    const external = externalAt(room, day);
    if (external) onOpenExternal(external._id);
    else if (stay && !isFree(room, day)) onOpenBooking(stay._id);
    else onSelect({ roomId: room._id, anchor: day, end: day });
  };
  /** Extends the selection in its room to `day` when every night in between is free. */
  const extendTo = (day: string): NightSelection | null => {
    if (!selection) return null;
    const next = { ...selection, end: day };
    if (!freeRange(next)) return null;
    onSelect(next);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: number, col: number) => {
    const room = rooms[row];
    const day = days[col];
    if (!room || !day) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, days.length - 1],
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      moveFocus(...target);
      return;
    }
    if (event.key === 'Escape') onSelect(null);
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    // The second Enter in the same room ends the selection there and opens the form.
    const next = selection?.roomId === room._id && isFree(room, day) ? extendTo(day) : null;
    if (next) onBook(next);
    else activate(room, day);
  };

  const onMouseDown = (event: MouseEvent, room: CalendarRoom, day: string, row: number, col: number) => {
    setFocus({ row, col });
    if (!isFree(room, day)) {
      const stay = stayAt(room, day);
      if (stay) barDrag.start(stay, day);
      return;
    }
    if (event.shiftKey && selection?.roomId === room._id && extendTo(day)) return;
    dragging.current = true;
    onSelect({ roomId: room._id, anchor: day, end: day });
  };
  const onMouseEnter = (room: CalendarRoom, day: string) => {
    barDrag.enter(room._id, day);
    if (dragging.current && selection?.roomId === room._id && isFree(room, day)) extendTo(day);
  };
  const onMouseUp = () => {
    if (barDrag.end()) return;
    // A drag over more than one night opens the form at once; a single click waits for shift-click or Book.
    if (dragging.current && selection && selection.anchor !== selection.end) onBook(selection);
    dragging.current = false;
  };

  const style = { '--days': days.length } as CSSProperties;
  let rowIndex = -1;
  return (
    <div className={classes.scroller}>
      <div
        role="grid"
        aria-label={t('Room calendar')}
        aria-rowcount={rooms.length + 1}
        aria-colcount={days.length + 1}
        // The cells take focus (one tab stop among them); the grid itself only from script.
        tabIndex={-1}
        onMouseUp={onMouseUp}
        onMouseLeave={() => {
          dragging.current = false;
          barDrag.cancel();
        }}
      >
        <div role="row" className={`${classes.row} ${classes.head}`} style={style}>
          <div role="columnheader" className={classes.room}>
            <Text size="xs" fw={700}>
              {t('Room')}
            </Text>
          </div>
          {days.map((day) => (
            <div
              key={day}
              role="columnheader"
              className={`${classes.day} ${day === data.today ? classes.today : ''}`}
              aria-label={day === data.today ? t('{day}, today', { day: shortDayLabel(day) }) : shortDayLabel(day)}
            >
              {dayHeaderParts(day).map((part, i) => (
                <div key={i}>{part}</div>
              ))}
            </div>
          ))}
        </div>
        {byFloor(rooms).map((group) => (
          <div key={group.floor} role="rowgroup" aria-label={t('Floor {floor}', { floor: group.floor })}>
            <div className={classes.row} style={style} aria-hidden>
              <div className={classes.floor}>{t('Floor {floor}', { floor: group.floor })}</div>
            </div>
            {group.rooms.map((room) => {
              rowIndex += 1;
              const row = rowIndex;
              return (
                <div key={room._id} role="row" className={classes.row} style={style}>
                  <div role="rowheader" className={classes.room}>
                    <Text size="sm" fw={700} lh={1.1}>
                      {room.roomNumber}
                    </Text>
                    <RoomStatusBadge status={room.status} size="xs" />
                  </div>
                  {days.map((day, col) => {
                    const stay = stayAt(room, day);
                    const external = externalAt(room, day);
                    const selected = isSelected(selection, room._id, day);
                    const first = stay && (stay.checkIn === day || col === 0);
                    const last = stay && addDays(day, 1) === stay.checkOut;
                    const color = stay ? stayColor(stay.status) : '';
                    return (
                      <div
                        key={day}
                        ref={(node) => {
                          if (node) cells.current.set(`${row}:${col}`, node);
                          else cells.current.delete(`${row}:${col}`);
                        }}
                        role="gridcell"
                        aria-label={cellLabel(room, day, stay, selected, external)}
                        aria-selected={selected}
                        tabIndex={focus.row === row && focus.col === col ? 0 : -1}
                        className={[
                          classes.cell,
                          isFree(room, day) && !stay && classes.free,
                          room.status === 'maintenance' && classes.closed,
                          selected && classes.selected,
                          day === data.today && classes.cellToday,
                        ]
                          .filter(Boolean)
                          .join(' ')}
                        onKeyDown={(event) => onKeyDown(event, row, col)}
                        onMouseDown={(event) => onMouseDown(event, room, day, row, col)}
                        onMouseEnter={() => onMouseEnter(room, day)}
                        onClick={() => {
                          if (external && (!stay || stay.status === 'checked-out')) onOpenExternal(external._id);
                          else if (stay && !isFree(room, day)) onOpenBooking(stay._id);
                        }}
                        onFocus={() => setFocus({ row, col })}
                      >
                        {stay && (
                          <div
                            className={[classes.bar, first && classes.barStart, last && classes.barEnd].filter(Boolean).join(' ')}
                            style={
                              {
                                '--bar-bg': `var(--mantine-color-${color}-light)`,
                                '--bar-edge': `var(--mantine-color-${color}-filled)`,
                              } as CSSProperties
                            }
                          >
                            {first && (
                              <span
                                className={classes.name}
                                // As wide as the bar's nights in view, so a name never runs over free nights.
                                style={{ width: `calc(${visibleNights(stay, day, days)} * 100% - 12px)` }}
                              >
                                {stay.guestName}
                              </span>
                            )}
                          </div>
                        )}
                        {external && (external.checkIn === day || col === 0) && (
                          <ExternalStayBar stay={external} day={day} days={days} onOpen={onOpenExternal} inGrid />
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
