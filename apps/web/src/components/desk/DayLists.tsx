import { Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { BookingTask } from '../staff/BookingTask';
import type { AssignedBooking } from '../staff/types';
import { BookingDrawer } from './BookingDrawer';

export function GroupLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt={4}>
      {children}
    </Text>
  );
}

/**
 * Arrivals, in-house guests and departures of a chosen hotel date (today by default), so the desk
 * can prepare tomorrow and act on arrivals early; the guest's name opens the booking's details.
 */
export function DayLists({
  today,
  reload,
  extra,
}: {
  today: string;
  reload: () => Promise<unknown>;
  /**
   * More bookings below the lists, given the ids the lists already show (so none appears twice) and
   * what opens a booking's details drawer.
   */
  extra?: (shown: ReadonlySet<string>, onDetails: (bookingId: string) => void) => ReactNode;
}) {
  const t = useT();
  const [date, setDate] = useState<string | null>(null);
  const day = trpc.desk.day.useQuery({ date: date ?? today }, { placeholderData: (previous) => previous });
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const list = (key: string, title: string, bookings: (AssignedBooking & { checkedInOnline?: boolean })[] | undefined, empty: string) => (
    <>
      <GroupLabel>{title}</GroupLabel>
      {bookings?.length ? (
        bookings.map((booking) => (
          <BookingTask
            key={`${key}-${booking._id}`}
            booking={booking}
            today={today}
            reload={reload}
            onDetails={setOpenBooking}
            checkedInOnline={booking.checkedInOnline}
          />
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </>
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <DatePickerInput
          label={t('Arrivals, in house and departures on')}
          value={date ?? today}
          onChange={setDate}
          valueFormat="ddd D MMM YYYY"
          // The width bounds the field, not its label, which would otherwise wrap onto two lines.
          styles={{ wrapper: { width: 260, maxWidth: '100%' } }}
          size="sm"
        />
      </Group>
      {list('arrivals', t('Arrivals ({count})', { count: day.data?.arrivals.length ?? 0 }), day.data?.arrivals, t('No arrivals.'))}
      {list(
        'in-house',
        t('In house ({count})', { count: day.data?.inHouse.length ?? 0 }),
        day.data?.inHouse,
        t('Nobody stays this night.'),
      )}
      {list(
        'departures',
        t('Departures ({count})', { count: day.data?.departures.length ?? 0 }),
        day.data?.departures,
        t('No departures.'),
      )}
      {extra?.(
        new Set([...(day.data?.arrivals ?? []), ...(day.data?.inHouse ?? []), ...(day.data?.departures ?? [])].map((b) => b._id)),
        setOpenBooking,
      )}
      <BookingDrawer bookingId={openBooking} today={today} onClose={() => setOpenBooking(null)} />
    </Stack>
  );
}
