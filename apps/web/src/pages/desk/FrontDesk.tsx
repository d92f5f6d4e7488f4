import { ActionIcon, Badge, Button, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  BOOKING_STATUS_COLORS,
  BLOCKING_BOOKING_STATUSES,
  DESK_DEFAULT_DAYS,
  DESK_MSG,
  addDays,
  hotelToday,
  m,
  stayNights,
} from '@innkeep/api-contract';
import { PageLoader } from '../../components/PageLoader';
import { BookingDrawer, MoveDialog } from '../../components/desk/BookingDrawer';
import { ExternalStayDrawer } from '../../components/desk/ExternalStayDrawer';
import type { MoveTarget } from '../../components/desk/MoveOrChange';
import { NewBookingModal } from '../../components/desk/NewBookingModal';
import { DormCalendar } from '../../components/desk/DormCalendar';
import { RoomCalendar } from '../../components/desk/RoomCalendar';
import { isDorm } from '../../components/rooms/beds';
import { RoomFeedMenu } from '../../components/desk/RoomFeedButton';
import { RoomDayList } from '../../components/desk/RoomDayList';
import {
  externalNights,
  selectionIsFree,
  nightsByRoom,
  selectionStay,
  shortDayLabel,
  windowDays,
  type NightSelection,
} from '../../components/desk/calendar';
import type { CalendarRoom } from '../../components/desk/types';
import { useDeskLive } from '../../components/desk/useDeskLive';
import { LiveStatus } from '../../components/staff/LiveBoard';
import { datesLocale, useLanguage, useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import classes from '../../components/desk/desk.module.css';

/** How the jump-to-date field writes its day: 'Fri 27 Nov 2026'. */
const JUMP_FORMAT = 'ddd D MMM YYYY';

const LEGEND = [...BLOCKING_BOOKING_STATUSES, 'checked-out'] as const;
const LEGEND_LABELS: Record<(typeof LEGEND)[number], string> = {
  pending: m('pending'),
  confirmed: m('confirmed'),
  'checked-in': m('checked-in'),
  'checked-out': m('checked-out'),
};
const WIDTHS = ['7', '14', '28'];

/** The room calendar (staff and administrators): the house over dates, bookings made and opened from it. */
export default function FrontDeskPage() {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalize();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  // The day in focus (today at first): a phone shows it; the grid starts a day before, so yesterday's arrivals stay in view.
  const [focusDay, setFocusDay] = useState(() => hotelToday());
  const from = phone ? focusDay : addDays(focusDay, -1);
  const [days, setDays] = useState(DESK_DEFAULT_DAYS);
  const width = phone ? 1 : days;
  const calendar = trpc.desk.calendar.useQuery({ from, days: width }, { placeholderData: (previous) => previous });
  useDeskLive();
  const [selection, setSelection] = useState<NightSelection | null>(null);
  const [form, setForm] = useState<{ room: CalendarRoom; stay: { checkIn: string; checkOut: string }; beds?: number } | null>(null);
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const [openExternal, setOpenExternal] = useState<string | null>(null);
  const [move, setMove] = useState<{ bookingId: string; target: MoveTarget } | null>(null);

  const data = calendar.data;
  if (!data) return <PageLoader />;
  const shown = windowDays(from, width);
  const today = data.today;

  const book = (chosen: NightSelection) => {
    const room = data.rooms.find((r) => r._id === chosen.roomId);
    const held = externalNights(data.externalStays.filter((stay) => stay.bedId === null));
    if (room && selectionIsFree(chosen, nightsByRoom(data.bookings), held)) setForm({ room, stay: selectionStay(chosen) });
  };
  const jump = (day: string | null) => day && setFocusDay(day);
  const step = phone ? 1 : Math.max(1, Math.floor(days / 2));
  const chosen = selection ? selectionStay(selection) : null;
  const chosenRoom = selection ? data.rooms.find((r) => r._id === selection.roomId) : undefined;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={1}>{localize(DESK_MSG.title)}</Title>
          <Text c="dimmed" size="sm">
            {phone
              ? t('Rooms for one night. Tap a free room to book it.')
              : t('Select free nights of a room to book them; select a booking to open it.')}
          </Text>
        </div>
        <LiveStatus />
      </Group>

      <Group gap="xs" mb="md" wrap="wrap" align="flex-end">
        <ActionIcon variant="default" size="lg" aria-label={t('Earlier days')} onClick={() => setFocusDay(addDays(focusDay, -step))}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Button variant="default" onClick={() => jump(today)}>
          {t('Today')}
        </Button>
        <ActionIcon variant="default" size="lg" aria-label={t('Later days')} onClick={() => setFocusDay(addDays(focusDay, step))}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <DatePickerInput
          // Its name starts with the day it shows (WCAG 2.5.3), as the picker writes it.
          aria-label={t('{day}: jump to date', {
            day: dayjs(focusDay).locale(datesLocale(language)).format(JUMP_FORMAT),
          })}
          placeholder={t('Jump to date')}
          value={focusDay}
          onChange={jump}
          valueFormat={JUMP_FORMAT}
          w={180}
          clearable={false}
        />
        {!phone && (
          <SegmentedControl
            aria-label={t('Days shown')}
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            data={WIDTHS.map((w) => ({ value: w, label: t('{count} days', { count: Number(w) }) }))}
          />
        )}
        <RoomFeedMenu rooms={data.rooms} />
      </Group>

      {!phone && (
        <Group gap={6} mb="sm" aria-label={t('Booking colours')}>
          {LEGEND.map((status) => (
            <Badge key={status} color={BOOKING_STATUS_COLORS[status]} variant="light" tt="capitalize">
              {t(LEGEND_LABELS[status])}
            </Badge>
          ))}
          <span className={classes.externalChip}>{t('Channel stay (Booking.com, Airbnb…)')}</span>
        </Group>
      )}

      {chosen && chosenRoom && (
        <Paper withBorder p="xs" mb="sm" radius="md" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('Room {number} · {checkIn} → {checkOut} · {count, plural, one {# night} other {# nights}}', {
                number: chosenRoom.roomNumber,
                checkIn: shortDayLabel(chosen.checkIn),
                checkOut: shortDayLabel(chosen.checkOut),
                count: stayNights(chosen.checkIn, chosen.checkOut),
              })}
              <Text span c="dimmed">
                {' '}
                {t('(shift-click or Enter on another night to extend)')}
              </Text>
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => selection && book(selection)}>
                {t('Book these nights')}
              </Button>
              <ActionIcon variant="subtle" aria-label={t('Clear the selection')} onClick={() => setSelection(null)}>
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      )}

      {phone ? (
        <Stack>
          <Text fw={700}>{from === today ? t('{day} · today', { day: shortDayLabel(from) }) : shortDayLabel(from)}</Text>
          <RoomDayList
            data={data}
            day={from}
            onBook={(room, stay) => setForm({ room, stay })}
            onOpenBooking={setOpenBooking}
            onOpenExternal={setOpenExternal}
          />
        </Stack>
      ) : (
        <>
          {/* Dormitories have their own bed rows below the rooms. */}
          <RoomCalendar
            data={{ ...data, rooms: data.rooms.filter((room) => !isDorm(room)) }}
            days={shown}
            selection={selection}
            onSelect={setSelection}
            onBook={book}
            onOpenBooking={setOpenBooking}
            onOpenExternal={setOpenExternal}
            onMoveBooking={(stay, target) => setMove({ bookingId: stay._id, target })}
          />
          <DormCalendar
            data={data}
            days={shown}
            onBook={(room, stay, beds) => setForm({ room, stay, beds })}
            onOpenBooking={setOpenBooking}
            onOpenExternal={setOpenExternal}
          />
        </>
      )}

      {form && (
        <NewBookingModal
          room={form.room}
          stay={form.stay}
          beds={form.beds}
          today={today}
          onClose={() => setForm(null)}
          onCreated={(id) => {
            setForm(null);
            setSelection(null);
            setOpenBooking(id);
          }}
        />
      )}
      <ExternalStayDrawer
        stay={data.externalStays.find((stay) => stay._id === openExternal) ?? null}
        data={data}
        onClose={() => setOpenExternal(null)}
        onOpenBooking={(id) => {
          setOpenExternal(null);
          setOpenBooking(id);
        }}
      />
      <BookingDrawer bookingId={openBooking} today={today} onClose={() => setOpenBooking(null)} />
      <MoveDialog move={move} today={today} onClose={() => setMove(null)} />
    </Container>
  );
}
