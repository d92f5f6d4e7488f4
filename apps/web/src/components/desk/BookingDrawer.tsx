import { Button, Divider, Drawer, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconLogin2, IconLogout2, IconUserX, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DESK_MSG, hasRealEmail } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { formatDay, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { BookingStatusBadge } from '../bookings/BookingStatusBadge';
import { failureMessage } from '../staff/board';
import { BookingFolio } from './BookingFolio';
import { OnlineCheckIn } from './OnlineCheckIn';
import { bookingCancelTarget, needsRefundChoice, useCancelWithRefund } from './CancelWithRefund';
import { CheckOutAction } from './CheckOutAction';
import { MoveOrChange, type MoveTarget } from './MoveOrChange';
import { StatusButton } from './StatusButton';
import type { DeskBooking } from './types';

/**
 * A booking's details for the desk (from the calendar, the staff board and the admin bookings tab):
 * guest and contact, room, nights × rate, requests and status, and what can be done with it.
 */
export function BookingDrawer({ bookingId, today, onClose }: { bookingId: string | null; today: string; onClose: () => void }) {
  const t = useT();
  const booking = trpc.desk.booking.useQuery({ id: bookingId ?? '' }, { enabled: bookingId !== null });
  const refresh = useDeskRefresh();
  const data = booking.data;
  return (
    <Drawer opened={bookingId !== null} onClose={onClose} position="right" size="md" title={t('Booking details')}>
      {data && data._id === bookingId ? (
        <Details booking={data} today={today} onChanged={refresh} />
      ) : (
        <Text c="dimmed">{t('Loading…')}</Text>
      )}
    </Drawer>
  );
}

/** After a change: the calendar (channels' stays and feeds too), the staff board and the admin bookings read it again. */
export function useDeskRefresh() {
  const utils = trpc.useUtils();
  return () => void Promise.all([utils.desk.invalidate(), utils.staff.invalidate(), utils.admin.bookings.invalidate()]);
}

/** The confirmation a bar dragged on /desk opens: the drawer's move form, on the dropped room and nights. */
export function MoveDialog({
  move,
  today,
  onClose,
}: {
  move: { bookingId: string; target: MoveTarget } | null;
  today: string;
  onClose: () => void;
}) {
  const t = useT();
  const booking = trpc.desk.booking.useQuery({ id: move?.bookingId ?? '' }, { enabled: move !== null });
  const refresh = useDeskRefresh();
  const data = booking.data;
  return (
    <Modal
      opened={move !== null}
      onClose={onClose}
      title={data ? t("Move {guest}'s booking", { guest: data.customer.name }) : t('Move booking')}
      size="lg"
    >
      {move && data && data._id === move.bookingId ? (
        <MoveOrChange
          key={`${move.target.roomId}|${move.target.checkIn}`}
          booking={data}
          today={today}
          target={move.target}
          onCancel={onClose}
          onDone={() => (onClose(), refresh())}
        />
      ) : (
        <Text c="dimmed">{t('Loading…')}</Text>
      )}
    </Modal>
  );
}

function Details({ booking, today, onChanged }: { booking: DeskBooking; today: string; onChanged: () => void }) {
  const t = useT();
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
      {booking.reference && <Text size="sm">{t('Reference {reference}', { reference: booking.reference })}</Text>}
      <Divider />
      <Text>
        <Text span fw={600}>
          {t('Room {number}', { number: booking.room.roomNumber })}
        </Text>{' '}
        · {booking.room.name}
      </Text>
      <Text size="sm">
        {t('{checkIn} → {checkOut} · {count, plural, one {# guest} other {# guests}}', {
          checkIn: formatDay(booking.checkIn),
          checkOut: formatDay(booking.checkOut),
          count: booking.guests,
        })}
      </Text>
      <Text size="sm">
        {t('{count, plural, one {# night} other {# nights}} × {rate} = {total}', {
          count: booking.nights,
          rate: formatMoney(booking.rate),
          total: formatMoney(booking.totalAmount),
        })}
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
            {t('Confirm')}
          </StatusButton>
        )}
        {status === 'confirmed' && (
          <StatusButton bookingId={booking._id} status="checked-in" icon={<IconLogin2 size={16} />} onDone={onChanged}>
            {t('Check in')}
          </StatusButton>
        )}
        {status === 'checked-in' && (
          <Button leftSection={<IconLogout2 size={16} />} onClick={() => setCheckingOut(true)}>
            {t('Check out')}
          </Button>
        )}
        {(open || status === 'checked-in') && (
          <Button variant="default" onClick={() => setEditing((value) => !value)}>
            {t('Move or change')}
          </Button>
        )}
        {open &&
          (needsRefundChoice(booking) ? (
            <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => cancel.ask(bookingCancelTarget(booking))}>
              {t('Cancel')}
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
              {t('Cancel')}
            </StatusButton>
          ))}
        {open && booking.checkIn <= today && <NoShowButton id={booking._id} onDone={onChanged} />}
      </Group>
      {editing && <MoveOrChange booking={booking} today={today} onDone={() => (setEditing(false), onChanged())} />}
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
  const t = useT();
  const localize = useLocalize();
  const noShow = trpc.desk.noShow.useMutation();
  const mark = async () => {
    try {
      await noShow.mutateAsync({ id });
      toast.success(localize(DESK_MSG.noShowMarked));
      onDone();
    } catch (error) {
      toast.error(failureMessage(error, localize(DESK_MSG.noShowStatus('changed'))));
    }
  };
  return (
    <Button variant="light" color="grape" leftSection={<IconUserX size={16} />} loading={noShow.isPending} onClick={() => void mark()}>
      {t('No-show')}
    </Button>
  );
}
