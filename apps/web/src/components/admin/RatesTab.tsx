import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ADMIN_MSG, addDays, localeOf, m, ROOM_TYPE_LABELS, type RateUpdateInput, type RoomType } from '@innkeep/api-contract';
import { useLanguage, useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { useHotelToday } from '../../lib/hotel';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { shortDayLabel, windowDays } from '../desk/calendar';
import { ListState } from '../ListState';
import { failureToast, useLoadFailure } from './feedback';
import { TabHeader } from './parts';
import { inSelection, selectedNights, spanSelection, type RateSelection } from './rates';

type Calendar = RouterOutputs['admin']['rates']['calendar'];
type RateRoom = Calendar['rooms'][number];
type RateNight = RateRoom['nights'][number];

const WINDOW_DAYS = 14;
type Flag = 'keep' | 'closed' | 'open';
const FLAG_CHOICES: Flag[] = ['keep', 'closed', 'open'];
// One message for the three choices: "Open" here is a state, not the verb on other screens' buttons.
const FLAG_LABEL = m('{flag, select, keep {Keep} closed {Closed} other {Open}}');
type Translate = ReturnType<typeof useT>;

/** Short weekday names in the reader's language, Sunday first (0 = Sunday, as the server counts them). */
function useWeekdayNames(): string[] {
  const { language } = useLanguage();
  return useMemo(() => {
    const names = new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, day) => names.format(new Date(Date.UTC(2023, 0, 1 + day))));
  }, [language]);
}

interface Changes {
  price: number | string;
  adjustPercent: number | string;
  minStay: number | string;
  maxStay: number | string;
  closedToArrival: Flag;
  closedToDeparture: Flag;
  /** Clear the nights' own price (sent as `price: null`): they go back to the room's base price. */
  basePrice: boolean;
  /** Clear the nights' minimum and maximum stay (sent as null). */
  noStayLimits: boolean;
}
const NO_CHANGES: Changes = {
  price: '',
  adjustPercent: '',
  minStay: '',
  maxStay: '',
  closedToArrival: 'keep',
  closedToDeparture: 'keep',
  basePrice: false,
  noStayLimits: false,
};

/** The edit the form describes, with only the fields the admin filled in (the server refuses an empty one). */
function updateInput(selection: RateSelection, changes: Changes): RateUpdateInput {
  const number = (value: number | string) => (value === '' ? undefined : Number(value));
  const flag = (value: Flag) => (value === 'keep' ? undefined : value === 'closed');
  return {
    roomIds: selection.roomIds,
    from: selection.from,
    to: selection.to,
    weekdays: selection.weekdays.length > 0 ? selection.weekdays : undefined,
    price: changes.basePrice ? null : number(changes.price),
    adjustPercent: changes.basePrice ? undefined : number(changes.adjustPercent),
    minStay: changes.noStayLimits ? null : number(changes.minStay),
    maxStay: changes.noStayLimits ? null : number(changes.maxStay),
    closedToArrival: flag(changes.closedToArrival),
    closedToDeparture: flag(changes.closedToDeparture),
  };
}

/** A night's restrictions as short badges ('min 3', 'no arr.'…); the long words go to screen readers. */
function restrictions(night: RateNight, t: Translate): { short: string; long: string; closed: boolean }[] {
  const out: { short: string; long: string; closed: boolean }[] = [];
  const count = (value: number) => ({ count: value });
  if (night.minStay)
    out.push({
      short: t('min {count}', count(night.minStay)),
      long: t('{count, plural, one {minimum stay # night} other {minimum stay # nights}}', count(night.minStay)),
      closed: false,
    });
  if (night.maxStay)
    out.push({
      short: t('max {count}', count(night.maxStay)),
      long: t('{count, plural, one {maximum stay # night} other {maximum stay # nights}}', count(night.maxStay)),
      closed: false,
    });
  if (night.closedToArrival) out.push({ short: t('no arr.'), long: t('closed to arrival'), closed: true });
  if (night.closedToDeparture) out.push({ short: t('no dep.'), long: t('closed to departure'), closed: true });
  return out;
}

function nightLabel(room: RateRoom, night: RateNight, selected: boolean, t: Translate): string {
  const parts = [
    t('Room {number}', { number: room.roomNumber }),
    shortDayLabel(night.date),
    formatMoney(night.price),
    ...restrictions(night, t).map((r) => r.long),
  ];
  if (selected) parts.push(t('selected'));
  return parts.join(', ');
}

function RestrictionBadges({ night }: { night: RateNight }) {
  const t = useT();
  return (
    <>
      {restrictions(night, t).map((r) => (
        <Badge key={r.short} size="xs" variant="light" color={r.closed ? 'red' : 'blue'} aria-hidden>
          {r.short}
        </Badge>
      ))}
    </>
  );
}

/** Admin's rate calendar (issue 27): each room's price and restrictions per night, edited in bulk. */
export default function RatesTab() {
  const t = useT();
  const localize = useLocalize();
  const today = useHotelToday();
  const [start, setStart] = useState(today);
  const days = useMemo(() => windowDays(start, WINDOW_DAYS), [start]);
  const calendar = trpc.admin.rates.calendar.useQuery(
    { from: start, to: days[days.length - 1] ?? start },
    { placeholderData: (previous) => previous },
  );
  useLoadFailure('rates', calendar.errorUpdatedAt);
  const [selection, setSelection] = useState<RateSelection>({ roomIds: [], from: today, to: today, weekdays: [] });
  const [changes, setChanges] = useState<Changes>(NO_CHANGES);
  const utils = trpc.useUtils();
  const update = trpc.admin.rates.update.useMutation({
    onSuccess: ({ updated }) => {
      toast.success(t('{count, plural, one {Updated # night} other {Updated # nights}}', { count: updated }));
      setChanges(NO_CHANGES);
      void utils.admin.rates.calendar.invalidate();
    },
    onError: (error) => failureToast(t('Failed to update rates'), error),
  });
  const phone = useMediaQuery('(max-width: 48em)');
  const rooms = calendar.data?.rooms ?? [];
  const nights = selectedNights(selection);

  return (
    <Stack gap="md">
      <TabHeader
        title={t('Rates')}
        subtitle={t("Each room's price and stay rules per night")}
        onRefresh={() => void calendar.refetch()}
        refreshing={calendar.isFetching}
      />
      <Group gap="xs">
        <ActionIcon variant="default" aria-label={t('Previous two weeks')} onClick={() => setStart(addDays(start, -WINDOW_DAYS))}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Button variant="default" size="xs" onClick={() => setStart(today)}>
          {t('Today')}
        </Button>
        <ActionIcon variant="default" aria-label={t('Next two weeks')} onClick={() => setStart(addDays(start, WINDOW_DAYS))}>
          <IconChevronRight size={16} />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {shortDayLabel(start)} – {shortDayLabel(days[days.length - 1] ?? start)}
        </Text>
      </Group>
      <ListState
        loading={calendar.isPending}
        error={calendar.isError}
        empty={rooms.length === 0}
        errorTitle={localize(ADMIN_MSG.tabLoadFailed('rates'))}
        emptyTitle={t('No rooms yet')}
        emptyText={t('Add rooms on the Rooms tab, then set their rates here.')}
        onRetry={() => void calendar.refetch()}
      >
        {phone ? (
          <DayList rooms={rooms} days={days} selection={selection} />
        ) : (
          <RateGrid rooms={rooms} days={days} selection={selection} onSelect={setSelection} />
        )}
      </ListState>
      {/* Once the calendar is in: the form below it would otherwise jump down when the rows arrive. */}
      {calendar.data && (
        <EditForm
          rooms={rooms}
          selection={selection}
          onSelection={setSelection}
          changes={changes}
          onChanges={setChanges}
          nights={nights}
          saving={update.isPending}
          onSave={() => update.mutate(updateInput(selection, changes))}
        />
      )}
    </Stack>
  );
}

interface GridProps {
  rooms: RateRoom[];
  days: string[];
  selection: RateSelection;
  onSelect: (selection: RateSelection) => void;
}

/**
 * Rooms down the side, days across. One cell is in the tab order at a time; arrows move, shift+arrow or
 * shift-click (or a mouse drag) stretches the selection from the anchor cell.
 */
function RateGrid({ rooms, days, selection, onSelect }: GridProps) {
  const t = useT();
  const order = rooms.map((room) => room._id);
  const [anchor, setAnchor] = useState<{ roomId: string; day: string } | null>(null);
  const [focus, setFocus] = useState<{ roomId: string; day: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const current =
    focus && order.includes(focus.roomId) && days.includes(focus.day) ? focus : { roomId: order[0] ?? '', day: days[0] ?? '' };

  const pick = (cell: { roomId: string; day: string }, extend: boolean) => {
    if (extend && anchor) onSelect(spanSelection(order, anchor, cell, selection.weekdays));
    else {
      setAnchor(cell);
      onSelect({ roomIds: [cell.roomId], from: cell.day, to: cell.day, weekdays: selection.weekdays });
    }
  };
  const move = (event: KeyboardEvent, roomId: string, day: string) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick({ roomId, day }, event.shiftKey);
      return;
    }
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const roomId2 = order[Math.min(order.length - 1, Math.max(0, order.indexOf(roomId) + step[0]))] ?? roomId;
    const day2 = days[Math.min(days.length - 1, Math.max(0, days.indexOf(day) + step[1]))] ?? day;
    const next = { roomId: roomId2, day: day2 };
    setFocus(next);
    if (event.shiftKey) pick(next, true);
    document.querySelector<HTMLElement>(`[data-rate-cell="${roomId2}|${day2}"]`)?.focus();
  };

  const types = [...new Set(rooms.map((room) => room.type))];
  return (
    <ScrollArea type="auto" onMouseUp={() => setDragging(false)} onMouseLeave={() => setDragging(false)}>
      <Table
        withTableBorder
        withColumnBorders
        style={{ tableLayout: 'fixed', minWidth: 140 + days.length * 84 }}
        aria-label={t('Rates per room and night')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>{t('Room')}</Table.Th>
            {days.map((day) => (
              <Table.Th key={day} w={84} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {shortDayLabel(day)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <TypeRows
              key={type}
              type={type}
              rooms={rooms.filter((room) => room.type === type)}
              onPickType={(ids) => onSelect({ ...selection, roomIds: ids })}
              renderCell={(room, night) => {
                const selected = inSelection(selection, room._id, night.date);
                const isCurrent = current.roomId === room._id && current.day === night.date;
                return (
                  <Table.Td key={night.date} p={0} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                    <UnstyledButton
                      data-rate-cell={`${room._id}|${night.date}`}
                      tabIndex={isCurrent ? 0 : -1}
                      aria-pressed={selected}
                      aria-label={nightLabel(room, night, selected, t)}
                      onMouseDown={(event) => {
                        setFocus({ roomId: room._id, day: night.date });
                        pick({ roomId: room._id, day: night.date }, event.shiftKey);
                        setDragging(true);
                      }}
                      onMouseEnter={() => dragging && pick({ roomId: room._id, day: night.date }, true)}
                      onKeyDown={(event) => move(event, room._id, night.date)}
                      onFocus={() => setFocus({ roomId: room._id, day: night.date })}
                      w="100%"
                      p={4}
                      style={{ minHeight: 44, display: 'block' }}
                    >
                      <Text size="sm" fw={500}>
                        {formatMoney(night.price)}
                      </Text>
                      <Group gap={2}>
                        <RestrictionBadges night={night} />
                      </Group>
                    </UnstyledButton>
                  </Table.Td>
                );
              }}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function TypeRows({
  type,
  rooms,
  onPickType,
  renderCell,
}: {
  type: RoomType;
  rooms: RateRoom[];
  onPickType: (roomIds: string[]) => void;
  renderCell: (room: RateRoom, night: RateNight) => ReactNode;
}) {
  const t = useT();
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={(rooms[0]?.nights.length ?? 0) + 1}>
          <Button variant="subtle" size="compact-sm" onClick={() => onPickType(rooms.map((room) => room._id))}>
            {t('{type} (select all {count})', { type: t(ROOM_TYPE_LABELS[type]), count: rooms.length })}
          </Button>
        </Table.Th>
      </Table.Tr>
      {rooms.map((room) => (
        <Table.Tr key={room._id}>
          <Table.Th scope="row" style={{ fontWeight: 500 }}>
            <Text size="sm" truncate>
              {room.roomNumber} · {room.name}
            </Text>
          </Table.Th>
          {room.nights.map((night) => renderCell(room, night))}
        </Table.Tr>
      ))}
    </>
  );
}

/** On a phone: one card per day, each room's price and badges; the form below does the selecting. */
function DayList({ rooms, days, selection }: { rooms: RateRoom[]; days: string[]; selection: RateSelection }) {
  const t = useT();
  return (
    <Stack gap="sm">
      {days.map((day, i) => (
        <Paper key={day} withBorder p="sm">
          <Title order={3} size="h5" mb={4}>
            {shortDayLabel(day)}
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rooms.map((room) => {
              const night = room.nights[i];
              if (!night) return null;
              return (
                <Group
                  key={room._id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  bg={inSelection(selection, room._id, day) ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Text size="sm" truncate>
                    {room.roomNumber} · {room.name}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <RestrictionBadges night={night} />
                    <Text size="sm" fw={500} aria-label={nightLabel(room, night, false, t)}>
                      {formatMoney(night.price)}
                    </Text>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface FormProps {
  rooms: RateRoom[];
  selection: RateSelection;
  onSelection: (selection: RateSelection) => void;
  changes: Changes;
  onChanges: (changes: Changes) => void;
  nights: number;
  saving: boolean;
  onSave: () => void;
}

function EditForm({ rooms, selection, onSelection, changes, onChanges, nights, saving, onSave }: FormProps) {
  const t = useT();
  const weekdays = useWeekdayNames();
  // The three choices side by side are wider than a phone in longer languages: one under the other there.
  const narrow = useMediaQuery('(max-width: 36em)');
  const types = [...new Set(rooms.map((room) => room.type))];
  const roomData = types.map((type) => ({
    group: t(ROOM_TYPE_LABELS[type]),
    items: rooms.filter((room) => room.type === type).map((room) => ({ value: room._id, label: `${room.roomNumber} · ${room.name}` })),
  }));
  const set = (patch: Partial<Changes>) => onChanges({ ...changes, ...patch });
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-labelledby="rates-edit-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="rates-edit-title">
          {t('Change rates')}
        </Title>
        <MultiSelect
          label={t('Rooms')}
          data={roomData}
          value={selection.roomIds}
          onChange={(roomIds) => onSelection({ ...selection, roomIds })}
          searchable
          placeholder={selection.roomIds.length ? undefined : t('Pick rooms or select cells above')}
        />
        <Group gap="xs">
          {types.map((type) => (
            <Button
              key={type}
              variant="light"
              size="compact-sm"
              onClick={() => onSelection({ ...selection, roomIds: rooms.filter((room) => room.type === type).map((room) => room._id) })}
            >
              {t('All {type}', { type: t(ROOM_TYPE_LABELS[type]) })}
            </Button>
          ))}
        </Group>
        <DatePickerInput
          type="range"
          label={t('Dates')}
          allowSingleDateInRange
          value={[selection.from || null, selection.to || null]}
          onChange={([from, to]) => onSelection({ ...selection, from: from ?? '', to: to ?? from ?? '' })}
          valueFormat="ddd D MMM YYYY"
        />
        <div role="group" aria-labelledby="rates-weekdays">
          <Text size="sm" fw={500} id="rates-weekdays" mb={4}>
            {t('Weekdays (none chosen: every day)')}
          </Text>
          <Chip.Group
            multiple
            value={selection.weekdays.map(String)}
            onChange={(values) => onSelection({ ...selection, weekdays: values.map(Number).sort() })}
          >
            <Group gap={6}>
              {weekdays.map((label, i) => (
                <Chip key={i} value={String(i)} size="sm">
                  {label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NumberInput
            label={t('Price per night')}
            min={0}
            decimalScale={2}
            disabled={changes.basePrice}
            value={changes.price}
            onChange={(price) => set({ price })}
          />
          <NumberInput
            label={t('Or change by %')}
            min={-90}
            max={500}
            disabled={changes.basePrice}
            value={changes.adjustPercent}
            onChange={(adjustPercent) => set({ adjustPercent })}
          />
          <NumberInput
            label={t('Minimum stay (nights)')}
            min={1}
            allowDecimal={false}
            disabled={changes.noStayLimits}
            value={changes.minStay}
            onChange={(minStay) => set({ minStay })}
          />
          <NumberInput
            label={t('Maximum stay (nights)')}
            min={1}
            allowDecimal={false}
            disabled={changes.noStayLimits}
            value={changes.maxStay}
            onChange={(maxStay) => set({ maxStay })}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox
            label={t("Back to the room's base price")}
            checked={changes.basePrice}
            onChange={(event) => set({ basePrice: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('Remove stay limits')}
            checked={changes.noStayLimits}
            onChange={(event) => set({ noStayLimits: event.currentTarget.checked })}
          />
        </Group>
        <Group gap="lg">
          {(['closedToArrival', 'closedToDeparture'] as const).map((key) => (
            <Stack gap={4} key={key}>
              <Text size="sm" fw={500} id={`rates-${key}`}>
                {key === 'closedToArrival' ? t('Closed to arrival') : t('Closed to departure')}
              </Text>
              <SegmentedControl
                orientation={narrow ? 'vertical' : 'horizontal'}
                aria-labelledby={`rates-${key}`}
                data={FLAG_CHOICES.map((flag) => ({ value: flag, label: t(FLAG_LABEL, { flag }) }))}
                value={changes[key]}
                onChange={(value) => set({ [key]: value })}
              />
            </Stack>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {nights === 0
              ? t('No nights selected')
              : t('{count, plural, one {# night will change} other {# nights will change}}', { count: nights })}
          </Text>
          <Button type="submit" loading={saving} disabled={nights === 0}>
            {t('{count, plural, one {Apply to # night} other {Apply to # nights}}', { count: nights })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
