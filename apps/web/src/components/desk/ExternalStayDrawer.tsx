import { Alert, Button, Drawer, Group, NumberInput, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { BLOCKING_BOOKING_STATUSES, CHANNELS_MSG, convertStayInput, stayNights, type ConvertStayData } from '@innkeep/api-contract';
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
  const room = stay ? data.rooms.find((r) => r._id === stay.roomId) : undefined;
  return (
    <Drawer
      opened={stay !== null}
      onClose={onClose}
      position="right"
      size="md"
      title="Channel stay"
      closeButtonProps={{ 'aria-label': 'Close the channel stay' }}
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
  const [converting, setConverting] = useState(false);
  const refresh = useDeskRefresh();
  const dismiss = trpc.desk.feeds.dismissConflict.useMutation({
    onSuccess: () => {
      toast.success('Conflict dismissed: the channel stay stays');
      refresh();
    },
    onError: (error) => toast.error(failureMessage(error, 'The conflict could not be dismissed')),
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
  const rows: [string, string][] = [
    ['Channel', stay.channel],
    ['Summary', stay.summary || '—'],
    ['Reference', stay.reference ?? 'None given'],
    ['Room', `Room ${room.roomNumber}${bed ? `, ${bed.label}` : isDorm(room) ? ', the whole dormitory' : ''}`],
    ['Nights', `${formatDay(stay.checkIn)} → ${formatDay(stay.checkOut)} · ${nights} ${nights === 1 ? 'night' : 'nights'}`],
    ['Conflict', stay.conflict === null ? 'None' : `Overlaps ${stay.conflict}`],
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
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Conflict">
          <Stack gap="xs">
            <Text size="sm">
              {`This stay overlaps ${stay.conflict}. Move one of them, or dismiss the conflict once it is settled with the channel.`}
            </Text>
            <Group gap="xs">
              {overlapped && (
                <Button size="xs" variant="default" onClick={() => onOpenBooking(overlapped._id)}>
                  Open the booking
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
                Dismiss conflict
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
            Turn into booking
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
      toast.success(CHANNELS_MSG.converted);
      onDone(booking._id);
    } catch (err) {
      setError(failureMessage(err, 'The booking could not be created'));
    }
  };
  return (
    <form
      onSubmit={form.onSubmit(
        (data) => void submit(data),
        () => setError(null),
      )}
      noValidate
      aria-label="Turn into booking"
    >
      <Stack gap="xs">
        <Title order={4} size="h5">
          Turn into booking
        </Title>
        <TextInput label="Guest's name" required {...form.getInputProps('guest.name')} />
        <Group grow align="flex-start">
          <TextInput label="Phone" {...form.getInputProps('guest.phone')} />
          <TextInput label="Email" type="email" {...form.getInputProps('guest.email')} />
        </Group>
        {bedStay ? (
          <Text size="sm" c="dimmed">
            One guest, in this bed.
          </Text>
        ) : (
          <NumberInput label="Guests" min={1} max={room.capacity} maw={140} {...form.getInputProps('guests')} />
        )}
        {restriction ? (
          <StayRestriction title="Outside the hotel's stay rules" testId="convert-restriction">
            {restriction}. Guests could not book this online; the desk may still book it.
          </StayRestriction>
        ) : price ? (
          <QuoteBreakdown quote={price} testId="convert-total" />
        ) : (
          wholeDorm && (
            <Text size="sm" c="dimmed">
              Every bed of the dormitory, priced when booked.
            </Text>
          )
        )}
        <AgreedTotal form={form} />
        <Textarea label="Special requests" autosize minRows={2} {...form.getInputProps('specialRequests')} />
        <FormFooter alert={firstError ?? error} submitLabel="Create booking" loading={convert.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
