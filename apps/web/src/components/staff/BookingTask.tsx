import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCalendarCheck, IconLogin2, IconLogout2, IconPhone, IconUsers } from '@tabler/icons-react';
import { BOOKING_ACTIONS, BOOKING_STEPS, REGISTRATION_MSG, STAFF_MSG, bedLabelsText, type BookingStatus } from '@innkeep/api-contract';
import { useState } from 'react';
import { BookingStatusBadge } from '../bookings/BookingStatusBadge';
import { CheckOutAction } from '../desk/CheckOutAction';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { advanceAction } from './actions';
import { boardDay, bookingDue } from './board';
import { TaskCard } from './TaskCard';
import type { AssignedBooking } from './types';

const ACTION_ICONS: Partial<Record<BookingStatus, typeof IconLogin2>> = {
  pending: IconCalendarCheck,
  confirmed: IconLogin2,
  'checked-in': IconLogout2,
};

interface BookingTaskProps {
  booking: AssignedBooking;
  today: string;
  reload: () => Promise<unknown>;
  /** Opens the booking's details drawer from the guest's name. */
  onDetails?: (bookingId: string) => void;
  /** The guests filled in the online check-in form (shown on arrivals). */
  checkedInOnline?: boolean;
}

/** A booking on the board: who, which room, when, how many, and the one next step. */
export function BookingTask({ booking, today, reload, onDetails, checkedInOnline }: BookingTaskProps) {
  const t = useT();
  const localize = useLocalize();
  const update = trpc.staff.updateBookingStatus.useMutation();
  const due = bookingDue(booking, today);
  const Icon = ACTION_ICONS[booking.status] ?? IconCalendarCheck;
  const [checkingOut, setCheckingOut] = useState(false);
  const advance = advanceAction({
    steps: BOOKING_STEPS,
    item: booking,
    mutation: update,
    label: BOOKING_ACTIONS[booking.status],
    icon: <Icon size={16} />,
    success: STAFF_MSG.bookingUpdated,
    failure: STAFF_MSG.bookingUpdateFailed,
    reload,
  });
  // Check-out goes through its dialog, which asks how an open balance is settled.
  const action = advance && booking.status === 'checked-in' ? { ...advance, loading: false, onClick: () => setCheckingOut(true) } : advance;

  return (
    <>
      <CheckOutAction
        booking={booking}
        opened={checkingOut}
        onDone={() => {
          setCheckingOut(false);
          void reload();
        }}
      />
      <TaskCard
        label={t('Booking of {guest}, room {number}', { guest: booking.customer.name, number: booking.room.roomNumber })}
        title={
          onDetails ? (
            <Anchor component="button" type="button" fw={600} onClick={() => onDetails(booking._id)}>
              {booking.customer.name}
            </Anchor>
          ) : (
            booking.customer.name
          )
        }
        badges={
          <>
            <Badge color={due.color} variant="outline" size="sm">
              {t(due.label)}
            </Badge>
            <BookingStatusBadge status={booking.status} />
            {checkedInOnline && (
              <Badge color="teal" variant="light" size="sm">
                {localize(REGISTRATION_MSG.checkedInOnline)}
              </Badge>
            )}
          </>
        }
        accent={due.today ? due.color : undefined}
        action={action}
      >
        <Text size="sm">
          <Text span fw={600}>
            {t('Room {number}', { number: booking.room.roomNumber })}
          </Text>{' '}
          <Text span c="dimmed">
            · {booking.room.name}
            {booking.bedLabels.length > 0 && ` · ${bedLabelsText(booking.bedLabels)}`}
          </Text>
        </Text>
        <Group gap="md" mt={4} c="dimmed" style={{ rowGap: 2 }}>
          <Text size="sm">
            {t('{checkIn} → {checkOut} · {count, plural, one {# night} other {# nights}}', {
              checkIn: boardDay(booking.checkIn, today),
              checkOut: boardDay(booking.checkOut, today),
              count: booking.nights,
            })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconUsers size={14} aria-hidden />
            <Text size="sm">{t('{count, plural, one {# guest} other {# guests}}', { count: booking.guests })}</Text>
          </Group>
          {booking.customer.phone && (
            <Group gap={4} wrap="nowrap">
              <IconPhone size={14} aria-hidden />
              <Text size="sm" component="a" href={`tel:${booking.customer.phone}`} c="dimmed">
                {booking.customer.phone}
              </Text>
            </Group>
          )}
        </Group>
        {booking.specialRequests && (
          <Text size="sm" fs="italic" c="dimmed" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            “{booking.specialRequests}”
          </Text>
        )}
      </TaskCard>
    </>
  );
}
