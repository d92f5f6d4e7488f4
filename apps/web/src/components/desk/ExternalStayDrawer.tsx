import { Alert, Button, Drawer, Group, NumberInput, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { BLOCKING_BOOKING_STATUSES, CHANNELS_MSG, convertStayInput, stayNights, type ConvertStayData } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { formatDay } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { QuoteBreakdown } from '../bookings/QuoteBreakdown';
import { StayRestriction, useStayQuote } from '../bookings/useStayQuote';
import { isDorm } from '../rooms/beds';
import { failureMessage } from '../staff/board';
import { AgreedTotal } from './AgreedTotal';
import { useDeskRefresh } from './BookingDrawer';
import { externalLabel } from './calendar';
import { FormFooter } from './FormFooter';
import type { CalendarExternalStay, CalendarRoom, DeskCalendar } from './types';

interface ExternalStayDrawerProps {
  /** The stay opened on the calendar (null: closed). */
  stay: CalendarExternalStay | null;
  data: DeskCalendar;
  onClose: () => void;
  /** The booking a conflict overlaps, or the one the stay was turned into: the desk goes on with it. */
  onOpenBooking: (bookingId: string) => void;
}

/**
 * A channel's stay opened from /desk: its channel, summary, reservation reference, room or bed, nights
 * and conflict, with "Dismiss conflict" and "Turn into booking" (at arrival, with the guest's name).
 */
export function ExternalStayDrawer({ stay, data, onClose, onOpenBooking }: ExternalStayDrawerProps) {
  const t = useT();
  const room = stay ? data.rooms.find((r) => r._id === stay.roomId) : undefined;
  return (
    <Drawer
      opened={stay !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('Channel stay')}
      closeButtonProps={{ 'aria-label': t('Close the channel stay') }}
    >
      {stay && room && <Details key={stay._id} stay={stay} room={room} data={data} onOpenBooking={onOpenBooking} />}
    </Drawer>
  );
}

function Details({
  stay,
  room,
  data,
  onOpenBooking,
}: {
  stay: CalendarExternalStay;
  room: CalendarRoom;
  data: DeskCalendar;
  onOpenBooking: (bookingId: string) => void;
}) {
  const t = useT();
  const [converting, setConverting] = useState(false);
  const refresh = useDeskRefresh();
  const dismiss = trpc.desk.feeds.dismissConflict.useMutation({
    onSuccess: () => {
      toast.success(t('Conflict dismissed: the channel stay stays'));
      refresh();
    },
    onError: (error) => toast.error(failureMessage(error, t('The conflict could not be dismissed'))),
  });
  const bed = room.beds.find((b) => b._id === stay.bedId);
  const nights = stayNights(stay.checkIn, stay.checkOut);
  // The booking a conflict overlaps, when it is in the calendar's window: the desk may open it to move it.
  const overlapped =
    stay.conflict === null
      ? undefined
      : data.bookings.find(
          (b) =>
            b.roomId === stay.roomId &&
            (BLOCKING_BOOKING_STATUSES as readonly string[]).includes(b.status) &&
            b.checkIn < stay.checkOut &&
            stay.checkIn < b.checkOut &&
            (!stay.bedId || b.beds === null || b.bedIds.includes(stay.bedId)),
        );
  const place = { number: room.roomNumber, bed: bed?.label ?? '' };
  const rows: [string, string][] = [
    [t('Channel'), stay.channel],
    [t('Summary'), stay.summary || '—'],
    [t('Reference'), stay.reference ?? t('None given')],
    [
      t('Room'),
      bed ? t('Room {number}, {bed}', place) : isDorm(room) ? t('Room {number}, the whole dormitory', place) : t('Room {number}', place),
    ],
    [
      t('Nights'),
      t('{checkIn} → {checkOut} · {count, plural, one {# night} other {# nights}}', {
        checkIn: formatDay(stay.checkIn),
        checkOut: formatDay(stay.checkOut),
        count: nights,
      }),
    ],
    [t('Conflict'), stay.conflict === null ? t('None') : t('Overlaps {conflict}', { conflict: stay.conflict })],
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {externalLabel(stay)}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {stay.conflict !== null && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('Conflict')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('This stay overlaps {conflict}. Move one of them, or dismiss the conflict once it is settled with the channel.', {
                conflict: stay.conflict,
              })}
            </Text>
            <Group gap="xs">
              {overlapped && (
                <Button size="xs" variant="default" onClick={() => onOpenBooking(overlapped._id)}>
                  {t('Open the booking')}
                </Button>
              )}
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconCheck size={14} />}
                loading={dismiss.isPending}
                onClick={() => dismiss.mutate({ id: stay._id })}
              >
                {t('Dismiss conflict')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {converting ? (
        <ConvertForm stay={stay} room={room} onCancel={() => setConverting(false)} onDone={(id) => (refresh(), onOpenBooking(id))} />
      ) : (
        <Group>
          <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setConverting(true)}>
            {t('Turn into booking')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The guest behind a channel's stay, at arrival: a booking of its room (or bed) for its nights, with its folio. */
function ConvertForm({
  stay,
  room,
  onCancel,
  onDone,
}: {
  stay: CalendarExternalStay;
  room: CalendarRoom;
  onCancel: () => void;
  onDone: (bookingId: string) => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const { form, firstError } = useSchemaForm(convertStayInput, {
    id: stay._id,
    guest: { kind: 'walk-in', name: '', phone: '', email: '' },
    guests: 1,
    specialRequests: '',
    total: undefined,
    totalReason: '',
  });
  const [error, setError] = useState<string | null>(null);
  const convert = trpc.desk.feeds.convertStay.useMutation();
  // A bed's stay is one guest in that bed; a dormitory's own feed holds every bed, priced when booked.
  const bedStay = stay.bedId !== null;
  const wholeDorm = !bedStay && isDorm(room);
  const guests = Number(form.values.guests) || 0;
  const { price, restriction } = useStayQuote(
    { roomId: room._id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests, offer: 'flexible', ...(bedStay ? { beds: 1 } : {}) },
    !wholeDorm && guests > 0,
  );
  const submit = async (data: ConvertStayData) => {
    try {
      const booking = await convert.mutateAsync(data);
      toast.success(localize(CHANNELS_MSG.converted));
      onDone(booking._id);
    } catch (err) {
      setError(failureMessage(err, t('The booking could not be created')));
    }
  };
  return (
    <form
      onSubmit={form.onSubmit(
        (data) => void submit(data),
        () => setError(null),
      )}
      noValidate
      aria-label={t('Turn into booking')}
    >
      <Stack gap="xs">
        <Title order={4} size="h5">
          {t('Turn into booking')}
        </Title>
        <TextInput label={t("Guest's name")} required {...form.getInputProps('guest.name')} />
        <Group grow align="flex-start">
          <TextInput label={t('Phone')} {...form.getInputProps('guest.phone')} />
          <TextInput label={t('Email')} type="email" {...form.getInputProps('guest.email')} />
        </Group>
        {bedStay ? (
          <Text size="sm" c="dimmed">
            {t('One guest, in this bed.')}
          </Text>
        ) : (
          <NumberInput label={t('Guests')} min={1} max={room.capacity} maw={140} {...form.getInputProps('guests')} />
        )}
        {restriction ? (
          <StayRestriction title={t("Outside the hotel's stay rules")} testId="convert-restriction">
            {t('{restriction}. Guests could not book this online; the desk may still book it.', { restriction })}
          </StayRestriction>
        ) : price ? (
          <QuoteBreakdown quote={price} testId="convert-total" />
        ) : (
          wholeDorm && (
            <Text size="sm" c="dimmed">
              {t('Every bed of the dormitory, priced when booked.')}
            </Text>
          )
        )}
        <AgreedTotal form={form} />
        <Textarea label={t('Special requests')} autosize minRows={2} {...form.getInputProps('specialRequests')} />
        <FormFooter alert={firstError ?? error} submitLabel={t('Create booking')} loading={convert.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
