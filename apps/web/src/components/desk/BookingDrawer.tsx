import { Alert, Button, Divider, Drawer, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconLogin2, IconLogout2, IconUserX, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DESK_MSG, MAX_GUESTS, changeBookingInput, hasRealEmail, type ChangeBookingData } from '@innkeep/api-contract';
import { formatDay, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { BookingStatusBadge } from '../bookings/BookingStatusBadge';
import { useStayForm } from '../bookings/useStayForm';
import { failureMessage } from '../staff/board';
import { BookingFolio } from './BookingFolio';
import { OnlineCheckIn } from './OnlineCheckIn';
import { bookingCancelTarget, needsRefundChoice, useCancelWithRefund } from './CancelWithRefund';
import { CheckOutAction } from './CheckOutAction';
import { StatusButton } from './StatusButton';
import type { DeskBooking } from './types';

/**
 * A booking's details for the desk (from the calendar, the staff board and the admin bookings tab):
 * guest and contact, room, nights × rate, requests and status, and what can be done with it.
 */
export function BookingDrawer({ bookingId, today, onClose }: { bookingId: string | null; today: string; onClose: () => void }) {
  const booking = trpc.desk.booking.useQuery({ id: bookingId ?? '' }, { enabled: bookingId !== null });
  const utils = trpc.useUtils();
  const refresh = () => void Promise.all([utils.desk.invalidate(), utils.staff.invalidate(), utils.admin.bookings.invalidate()]);
  const data = booking.data;
  return (
    <Drawer opened={bookingId !== null} onClose={onClose} position="right" size="md" title="Booking details">
      {data && data._id === bookingId ? <Details booking={data} today={today} onChanged={refresh} /> : <Text c="dimmed">Loading…</Text>}
    </Drawer>
  );
}

function Details({ booking, today, onChanged }: { booking: DeskBooking; today: string; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const cancel = useCancelWithRefund(onChanged);
  const { status } = booking;
  const after = (changed: boolean) => {
    if (changed) onChanged();
  };
  const open = status === 'pending' || status === 'confirmed';
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {booking.customer.name}
        </Title>
        <BookingStatusBadge status={status} />
      </Group>
      <Text size="sm">
        {booking.customer.phone}
        {hasRealEmail(booking.customer.email) && ` · ${booking.customer.email}`}
      </Text>
      {booking.reference && <Text size="sm">{`Reference ${booking.reference}`}</Text>}
      <Divider />
      <Text>
        <Text span fw={600}>
          Room {booking.room.roomNumber}
        </Text>{' '}
        · {booking.room.name}
      </Text>
      <Text size="sm">
        {formatDay(booking.checkIn)} → {formatDay(booking.checkOut)} · {booking.guests} {booking.guests === 1 ? 'guest' : 'guests'}
      </Text>
      <Text size="sm">
        {booking.nights} {booking.nights === 1 ? 'night' : 'nights'} × {formatMoney(booking.rate)} = {formatMoney(booking.totalAmount)}
      </Text>
      {booking.specialRequests && (
        <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          “{booking.specialRequests}”
        </Text>
      )}
      <Divider />
      <Group gap="xs">
        {status === 'pending' && (
          <StatusButton bookingId={booking._id} status="confirmed" icon={<IconCalendarCheck size={16} />} onDone={onChanged}>
            Confirm
          </StatusButton>
        )}
        {status === 'confirmed' && (
          <StatusButton bookingId={booking._id} status="checked-in" icon={<IconLogin2 size={16} />} onDone={onChanged}>
            Check in
          </StatusButton>
        )}
        {status === 'checked-in' && (
          <Button leftSection={<IconLogout2 size={16} />} onClick={() => setCheckingOut(true)}>
            Check out
          </Button>
        )}
        {(open || status === 'checked-in') && (
          <Button variant="default" onClick={() => setEditing((value) => !value)}>
            Move or change
          </Button>
        )}
        {open &&
          (needsRefundChoice(booking) ? (
            <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => cancel.ask(bookingCancelTarget(booking))}>
              Cancel
            </Button>
          ) : (
            <StatusButton
              bookingId={booking._id}
              status="cancelled"
              color="red"
              variant="light"
              icon={<IconX size={16} />}
              onDone={onChanged}
            >
              Cancel
            </StatusButton>
          ))}
        {open && booking.checkIn <= today && <NoShowButton id={booking._id} onDone={onChanged} />}
      </Group>
      {editing && <ChangeForm booking={booking} today={today} onDone={() => (setEditing(false), onChanged())} />}
      <OnlineCheckIn bookingId={booking._id} />
      <Divider />
      <BookingFolio bookingId={booking._id} />
      <CheckOutAction
        booking={booking}
        opened={checkingOut}
        onDone={(done) => {
          setCheckingOut(false);
          after(done);
        }}
      />
      {cancel.dialog}
    </Stack>
  );
}

function NoShowButton({ id, onDone }: { id: string; onDone: () => void }) {
  const noShow = trpc.desk.noShow.useMutation();
  const mark = async () => {
    try {
      await noShow.mutateAsync({ id });
      toast.success(DESK_MSG.noShowMarked);
      onDone();
    } catch (error) {
      toast.error(failureMessage(error, DESK_MSG.noShowStatus('changed')));
    }
  };
  return (
    <Button variant="light" color="grape" leftSection={<IconUserX size={16} />} loading={noShow.isPending} onClick={() => void mark()}>
      No-show
    </Button>
  );
}

/** Move to a free room, change the dates or the guests; the server checks the nights and reprices. */
function ChangeForm({ booking, today, onDone }: { booking: DeskBooking; today: string; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const inHouse = booking.status === 'checked-in';
  const { form, firstError, stay, nights, problem, fieldError, setStay } = useStayForm(
    changeBookingInput,
    { id: booking._id, roomId: booking.room._id, checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests },
    // A stay already begun keeps its check-in in the past, as the server allows. The rooms here do not
    // carry their capacity: the server checks it against the chosen room.
    { room: { capacity: MAX_GUESTS }, today: inHouse ? booking.checkIn : today },
  );
  const change = trpc.desk.changeBooking.useMutation();
  const datesOk = nights > 0;
  // Rooms free for the new nights; the booking's own room is free for it too.
  const free = trpc.rooms.list.useQuery({ checkIn: stay.checkIn, checkOut: stay.checkOut }, { enabled: datesOk });
  const options = [
    { value: booking.room._id, label: `Room ${booking.room.roomNumber} (current)` },
    ...(free.data ?? [])
      .filter((r) => r._id !== booking.room._id)
      .map((r) => ({ value: r._id, label: `Room ${r.roomNumber} · ${r.name} · ${formatMoney(r.price)}` })),
  ];
  const submit = async (data: ChangeBookingData) => {
    if (problem) return setError(problem);
    try {
      await change.mutateAsync(data);
      toast.success(DESK_MSG.changed);
      onDone();
    } catch (err) {
      setError(failureMessage(err, DESK_MSG.notChangeable(booking.status)));
    }
  };
  const alert = firstError ?? error;
  return (
    <form
      onSubmit={form.onSubmit(
        (data) => void submit(data),
        () => setError(null),
      )}
      noValidate
      aria-label="Move or change the booking"
    >
      <Stack gap="xs">
        <Select label="Room" data={options} allowDeselect={false} {...form.getInputProps('roomId')} />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Check-in"
            value={stay.checkIn}
            disabled={inHouse}
            min={inHouse ? undefined : today}
            onChange={(e) => setStay({ checkIn: e.currentTarget.value })}
            error={fieldError('checkIn')}
          />
          <TextInput
            type="date"
            label="Check-out"
            value={stay.checkOut}
            onChange={(e) => setStay({ checkOut: e.currentTarget.value })}
            error={fieldError('checkOut')}
          />
          <NumberInput label="Guests" min={1} {...form.getInputProps('guests')} error={fieldError('guests')} />
        </Group>
        {datesOk && (
          <Text size="xs" c="dimmed">
            {nights} nights; the price follows the room’s rate.
          </Text>
        )}
        {alert && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
            {alert}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
