import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { GUEST_POLICY_LABELS, addDays, type BookingStatus } from '@innkeep/api-contract';
import { errorMessage, toast } from '../../lib/toast';
import { BedName } from '../rooms/beds';
import { trpc } from '../../lib/trpc';
import {
  externalLabel,
  externalNights,
  isSelected,
  nightsByRoom,
  selectionIsFree,
  selectionStay,
  shortDayLabel,
  stayColor,
  visibleNights,
  type NightSelection,
} from './calendar';
import classes from './desk.module.css';
import { ExternalStayBar } from './ExternalStayBar';
import type { CalendarExternalStay, CalendarRoom, CalendarStay, DeskCalendar } from './types';
import { useBarDrag } from './useBarDrag';

interface DormCalendarProps {
  data: DeskCalendar;
  days: string[];
  /** Free bed-nights chosen: the new-booking form for the dormitory, with that many beds. */
  onBook: (room: CalendarRoom, stay: { checkIn: string; checkOut: string }, beds: number) => void;
  onOpenBooking: (bookingId: string) => void;
  /** A channel's stay on a bed (its feed's) or on the whole dormitory. */
  onOpenExternal: (stayId: string) => void;
}

const gone = (status: BookingStatus) => status === 'checked-out';

/**
 * The dormitories under the room calendar: each a group (collapsible) with one row per bed. A stay
 * with assigned beds is a bar on each of them; a whole-room stay, or one whose beds are not assigned
 * yet, is a bar on the group's row. A bed bar's menu, or dragging it to another bed's row, moves
 * that guest to a free bed.
 */
export function DormCalendar({ data, days, onBook, onOpenBooking, onOpenExternal }: DormCalendarProps) {
  const dorms = data.rooms.filter((room) => room.saleMode === 'bed');
  if (dorms.length === 0) return null;
  return (
    <section aria-label="Dormitory beds">
      {dorms.map((room) => (
        <DormGroup
          key={room._id}
          room={room}
          stays={data.bookings.filter((stay) => stay.roomId === room._id)}
          held={externalNights(data.externalStays.filter((stay) => stay.roomId === room._id))}
          days={days}
          today={data.today}
          onBook={onBook}
          onOpenBooking={onOpenBooking}
          onOpenExternal={onOpenExternal}
        />
      ))}
    </section>
  );
}

function DormGroup({
  room,
  stays,
  held,
  days,
  today,
  onBook,
  onOpenBooking,
  onOpenExternal,
}: Omit<DormCalendarProps, 'data'> & {
  room: CalendarRoom;
  stays: CalendarStay[];
  /** Channels' nights, keyed 'bedId|day' for a bed's feed and 'roomId|day' for the whole dormitory's. */
  held: Map<string, CalendarExternalStay>;
  today: string;
}) {
  const [open, setOpen] = useState(true);
  const [selection, setSelection] = useState<NightSelection | null>(null);
  const dragging = useRef(false);
  const bodyId = useId();
  // Keyed 'bedId|day' for the bed rows and 'roomId|day' for the group row (whole-room and unassigned stays).
  const bedNights = nightsByRoom(stays.flatMap((stay) => stay.bedIds.map((bedId) => ({ ...stay, roomId: bedId }))));
  const groupNights = nightsByRoom(stays.filter((stay) => stay.bedIds.length === 0));
  const wholeRoomOn = (day: string) => {
    const stay = groupNights.get(`${room._id}|${day}`);
    return !!stay && stay.beds === null && !gone(stay.status);
  };
  const bedFree = (bed: CalendarRoom['beds'][number], day: string) => {
    const stay = bedNights.get(`${bed._id}|${day}`);
    const channel = held.has(`${bed._id}|${day}`) || held.has(`${room._id}|${day}`);
    return !bed.outOfOrder && room.status !== 'maintenance' && (!stay || gone(stay.status)) && !wholeRoomOn(day) && !channel;
  };
  const style = { '--days': days.length } as CSSProperties;
  const usable = room.beds.filter((bed) => !bed.outOfOrder).length;
  const moveGuest = useMoveGuest(room);
  // A bed bar dropped on another bed's row moves that guest there, as its menu does; the nights stay.
  const barDrag = useBarDrag((dragged, target) => {
    const stay = stays.find((s) => s._id === dragged._id);
    if (stay && target.roomId !== dragged.roomId) void moveGuest(stay, dragged.roomId, target.roomId);
  });

  const book = (chosen: NightSelection) => {
    setSelection(null);
    if (selectionIsFree(chosen, bedNights, held)) onBook(room, selectionStay(chosen), 1);
  };
  const onMouseUp = () => {
    if (barDrag.end()) return;
    if (dragging.current && selection) book(selection);
    dragging.current = false;
  };

  return (
    <div className={classes.scroller} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
      <div
        role="grid"
        tabIndex={-1}
        aria-label={`Dormitory ${room.roomNumber} beds`}
        onMouseUp={onMouseUp}
        onMouseLeave={() => {
          dragging.current = false;
          barDrag.cancel();
        }}
      >
        <div role="rowgroup">
          <div role="row" className={`${classes.row} ${classes.head}`} style={style}>
            <div role="rowheader" className={classes.room}>
              <UnstyledButton
                onClick={() => setOpen(!open)}
                aria-expanded={open}
                aria-controls={bodyId}
                aria-label={`Room ${room.roomNumber}, ${room.beds.length} beds`}
              >
                <Group gap={4} wrap="nowrap">
                  {open ? <IconChevronDown size={14} aria-hidden="true" /> : <IconChevronRight size={14} aria-hidden="true" />}
                  <Text size="sm" fw={700} lh={1.1}>
                    {room.roomNumber}
                  </Text>
                </Group>
              </UnstyledButton>
              <Text size="xs" c="dimmed" lh={1.2}>
                {GUEST_POLICY_LABELS[room.guestPolicy]} · {usable} beds
              </Text>
            </div>
            {days.map((day, col) => {
              const stay = groupNights.get(`${room._id}|${day}`);
              const external = held.get(`${room._id}|${day}`);
              return (
                <div
                  key={day}
                  role="gridcell"
                  tabIndex={-1}
                  className={`${classes.cell} ${day === today ? classes.cellToday : ''}`}
                  aria-label={`${shortDayLabel(day)}${external ? `, held by ${externalLabel(external, true)}` : ''}`}
                >
                  {stay && (stay.checkIn === day || col === 0) && (
                    <StayBar stay={stay} day={day} days={days} onOpen={onOpenBooking}>
                      {stay.guestName} · {stay.beds === null ? 'whole room' : `${stay.beds} ${stay.beds === 1 ? 'bed' : 'beds'} unassigned`}
                    </StayBar>
                  )}
                  {external && (external.checkIn === day || col === 0) && (
                    <ExternalStayBar stay={external} day={day} days={days} onOpen={onOpenExternal} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" id={bodyId} hidden={!open}>
          {room.beds.map((bed) => (
            <div key={bed._id} role="row" className={classes.row} style={style}>
              <div role="rowheader" className={classes.room}>
                <BedName bed={bed} size="xs" />
              </div>
              {days.map((day, col) => {
                const stay = bedNights.get(`${bed._id}|${day}`);
                const external = held.get(`${bed._id}|${day}`);
                const free = bedFree(bed, day);
                const selected = isSelected(selection, bed._id, day);
                return (
                  <div
                    key={day}
                    role="gridcell"
                    tabIndex={-1}
                    aria-label={`${bed.label}, ${shortDayLabel(day)}${stay ? `, ${stay.guestName}` : free ? ', free' : ''}${external ? `, held by ${externalLabel(external, true)}` : ''}`}
                    className={[
                      classes.cell,
                      free && !stay && classes.free,
                      (bed.outOfOrder || room.status === 'maintenance') && classes.closed,
                      selected && classes.selected,
                      day === today && classes.cellToday,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onMouseDown={() => {
                      if (!free || day < today) return;
                      dragging.current = true;
                      setSelection({ roomId: bed._id, anchor: day, end: day });
                    }}
                    onMouseEnter={() => {
                      barDrag.enter(bed._id, day);
                      const next = selection && { ...selection, end: day };
                      if (dragging.current && next && selection.roomId === bed._id && selectionIsFree(next, bedNights, held))
                        setSelection(next);
                    }}
                  >
                    {stay && (stay.checkIn === day || col === 0) && (
                      <BedStayBar
                        stay={stay}
                        bedId={bed._id}
                        room={room}
                        bedNights={bedNights}
                        days={days}
                        day={day}
                        onOpen={onOpenBooking}
                        onMove={moveGuest}
                        onGrab={() => barDrag.start({ ...stay, roomId: bed._id }, day)}
                      />
                    )}
                    {external && (external.checkIn === day || col === 0) && (
                      <ExternalStayBar stay={external} day={day} days={days} onOpen={onOpenExternal} />
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {open && (
        <Group p="xs" gap="xs">
          <Button size="xs" variant="default" onClick={() => onBook(room, { checkIn: today, checkOut: addDays(today, 1) }, 1)}>
            Book beds in room {room.roomNumber}
          </Button>
          <Text size="xs" c="dimmed">
            Or drag over a bed’s free nights.
          </Text>
        </Group>
      )}
    </div>
  );
}

/** A stay's bar from `day` on, as wide as its nights in view; a button that opens the booking. */
function StayBar({
  stay,
  day,
  days,
  onOpen,
  children,
}: {
  stay: CalendarStay;
  day: string;
  days: string[];
  onOpen: (bookingId: string) => void;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      className={[classes.bar, classes.barStart, classes.barEnd].join(' ')}
      style={barStyle(stay, day, days)}
      onClick={() => onOpen(stay._id)}
      onMouseDown={(event) => event.stopPropagation()}
    >
      <span className={classes.name}>{children}</span>
    </UnstyledButton>
  );
}

function barStyle(stay: CalendarStay, day: string, days: string[]): CSSProperties {
  const color = stayColor(stay.status);
  return {
    '--bar-bg': `var(--mantine-color-${color}-light)`,
    '--bar-edge': `var(--mantine-color-${color}-filled)`,
    // The bar spans the stay's nights in view from its first cell, over the cells to its right.
    right: 'auto',
    width: `calc(${visibleNights(stay, day, days)} * 100% - 8px)`,
    zIndex: 1,
  } as CSSProperties;
}

/** Moves one guest of a stay from one bed to another (the server checks it is free every night); says how it went. */
function useMoveGuest(room: CalendarRoom) {
  const utils = trpc.useUtils();
  const assign = trpc.desk.assignBeds.useMutation();
  return async (stay: CalendarStay, from: string, to: string) => {
    try {
      await assign.mutateAsync({ id: stay._id, bedIds: stay.bedIds.map((id) => (id === from ? to : id)) });
      toast.success(`${stay.guestName} moved to ${room.beds.find((bed) => bed._id === to)?.label ?? 'another bed'}`);
    } catch (err) {
      toast.error(errorMessage(err, 'The bed could not be changed'));
    } finally {
      await utils.desk.calendar.invalidate();
    }
  };
}

/** A guest's bar on a bed row: its menu opens the booking or moves the guest to a bed free for the whole stay in view. */
function BedStayBar({
  stay,
  bedId,
  room,
  bedNights,
  days,
  day,
  onOpen,
  onMove,
  onGrab,
}: {
  stay: CalendarStay;
  bedId: string;
  room: CalendarRoom;
  bedNights: Map<string, CalendarStay>;
  days: string[];
  day: string;
  onOpen: (bookingId: string) => void;
  onMove: (stay: CalendarStay, from: string, to: string) => Promise<void>;
  /** A press on the bar: the start of a drag to another bed's row. */
  onGrab: () => void;
}) {
  const bedLabel = room.beds.find((bed) => bed._id === bedId)?.label ?? '';
  const nights = days.filter((d) => d >= stay.checkIn && d < stay.checkOut);
  const freeBeds = room.beds.filter(
    (bed) =>
      !bed.outOfOrder &&
      !stay.bedIds.includes(bed._id) &&
      nights.every((night) => {
        const other = bedNights.get(`${bed._id}|${night}`);
        return !other || gone(other.status);
      }),
  );
  return (
    // Shown even while the bar is scrolled out of view: hidden, the menu could not take the keyboard's focus.
    <Menu position="bottom-start" withinPortal hideDetached={false}>
      <Menu.Target>
        <UnstyledButton
          className={[classes.bar, classes.barStart, classes.barEnd].join(' ')}
          style={barStyle(stay, day, days)}
          aria-label={`${stay.guestName}, ${bedLabel}: booking menu`}
          onMouseDown={(event) => {
            // Not the start of a selection of free nights: the start of a drag to another bed.
            event.stopPropagation();
            onGrab();
          }}
        >
          <span className={classes.name}>{stay.guestName}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen(stay._id)}>Open booking</Menu.Item>
        <Menu.Label>Move to bed…</Menu.Label>
        {freeBeds.length === 0 ? (
          <Menu.Item disabled>No other bed is free</Menu.Item>
        ) : (
          freeBeds.map((bed) => (
            <Menu.Item key={bed._id} onClick={() => void onMove(stay, bedId, bed._id)}>
              Move to {bed.label}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
