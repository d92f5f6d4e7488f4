import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { GUEST_POLICY_LABELS, addDays, type BookingStatus } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
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
  const t = useT();
  const dorms = data.rooms.filter((room) => room.saleMode === 'bed');
  if (dorms.length === 0) return null;
  return (
    <section aria-label={t('Dormitory beds')}>
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
  const t = useT();
  const localize = useLocalize();
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
        aria-label={t('Dormitory {number} beds', { number: room.roomNumber })}
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
                aria-label={t('Room {number}, {count, plural, one {# bed} other {# beds}}', {
                  number: room.roomNumber,
                  count: room.beds.length,
                })}
              >
                <Group gap={4} wrap="nowrap">
                  {open ? <IconChevronDown size={14} aria-hidden="true" /> : <IconChevronRight size={14} aria-hidden="true" />}
                  <Text size="sm" fw={700} lh={1.1}>
                    {room.roomNumber}
                  </Text>
                </Group>
              </UnstyledButton>
              <Text size="xs" c="dimmed" lh={1.2}>
                {t('{policy} · {count, plural, one {# bed} other {# beds}}', {
                  policy: localize(GUEST_POLICY_LABELS[room.guestPolicy]),
                  count: usable,
                })}
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
                  aria-label={
                    external
                      ? t('{place}, held by {held}', { place: shortDayLabel(day), held: externalLabel(external, true) })
                      : shortDayLabel(day)
                  }
                >
                  {stay && (stay.checkIn === day || col === 0) && (
                    <StayBar stay={stay} day={day} days={days} onOpen={onOpenBooking}>
                      {stay.beds === null
                        ? t('{guest} · whole room', { guest: stay.guestName })
                        : t('{guest} · {count, plural, one {# bed} other {# beds}} unassigned', {
                            guest: stay.guestName,
                            count: stay.beds,
                          })}
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
                    aria-label={bedCellLabel(t, bed.label, day, stay ? stay.guestName : free ? null : undefined, external)}
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
            {t('Book beds in room {number}', { number: room.roomNumber })}
          </Button>
          <Text size="xs" c="dimmed">
            {t('Or drag over a bed’s free nights.')}
          </Text>
        </Group>
      )}
    </div>
  );
}

/**
 * A bed's night for screen readers: 'A1, Tue 24 Nov, Ana Silva', '…, free' (guest null), and a channel's
 * stay holding it ('…, held by Hostelworld · Reserved').
 */
function bedCellLabel(
  t: ReturnType<typeof useT>,
  bed: string,
  day: string,
  guest: string | null | undefined,
  external: CalendarExternalStay | undefined,
): string {
  const values = { bed, day: shortDayLabel(day), guest: guest ?? '' };
  const base = guest === null ? t('{bed}, {day}, free', values) : guest ? t('{bed}, {day}, {guest}', values) : t('{bed}, {day}', values);
  return external ? t('{place}, held by {held}', { place: base, held: externalLabel(external, true) }) : base;
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
  const t = useT();
  const utils = trpc.useUtils();
  const assign = trpc.desk.assignBeds.useMutation();
  return async (stay: CalendarStay, from: string, to: string) => {
    try {
      await assign.mutateAsync({ id: stay._id, bedIds: stay.bedIds.map((id) => (id === from ? to : id)) });
      const bed = room.beds.find((b) => b._id === to)?.label;
      toast.success(
        bed ? t('{guest} moved to {bed}', { guest: stay.guestName, bed }) : t('{guest} moved to another bed', { guest: stay.guestName }),
      );
    } catch (err) {
      toast.error(errorMessage(err, t('The bed could not be changed')));
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
  const t = useT();
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
          onMouseDown={(event) => {
            // Not the start of a selection of free nights: the start of a drag to another bed.
            event.stopPropagation();
            onGrab();
          }}
        >
          {/* Named by the guest alone, as shown: the cell around it names the bed and night, and the button says it
              opens a menu (aria-haspopup). A longer name of its own would not contain the cell's words (WCAG 2.5.3). */}
          <span className={classes.name}>{stay.guestName}</span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen(stay._id)}>{t('Open booking')}</Menu.Item>
        <Menu.Label>{t('Move to bed…')}</Menu.Label>
        {freeBeds.length === 0 ? (
          <Menu.Item disabled>{t('No other bed is free')}</Menu.Item>
        ) : (
          freeBeds.map((bed) => (
            <Menu.Item key={bed._id} onClick={() => void onMove(stay, bedId, bed._id)}>
              {t('Move to {bed}', { bed: bed.label })}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
