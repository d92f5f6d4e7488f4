import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { addDays } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { GuestPolicyBadge } from '../rooms/beds';
import { RoomStatusBadge } from '../rooms/RoomStatusBadge';
import { holds, stayColor } from './calendar';
import type { CalendarRoom, DeskCalendar } from './types';

const sleepsOn = (day: string) => (stay: { checkIn: string; checkOut: string }) => stay.checkIn <= day && day < stay.checkOut;

/**
 * A dormitory on the phone's day list: its beds free that night, and each stay in it with the beds
 * its guests sleep in (a whole-room stay, or beds the desk has yet to assign, said so).
 */
export function DormDayCard({
  room,
  data,
  day,
  onBook,
  onOpenBooking,
}: {
  room: CalendarRoom;
  data: DeskCalendar;
  day: string;
  onBook: (room: CalendarRoom, stay: { checkIn: string; checkOut: string }) => void;
  onOpenBooking: (bookingId: string) => void;
}) {
  const t = useT();
  const stays = data.bookings.filter((stay) => stay.roomId === room._id && holds(stay.status) && sleepsOn(day)(stay));
  // Channels' stays hold beds too (one bed, or the whole dormitory), though the desk opens no booking for them.
  const external = data.externalStays.filter((stay) => stay.roomId === room._id && sleepsOn(day)(stay));
  const usable = room.beds.filter((bed) => !bed.outOfOrder).length;
  const whole = stays.some((stay) => stay.beds === null) || external.some((stay) => stay.bedId === null);
  const taken = stays.reduce((sum, stay) => sum + (stay.beds ?? 0), 0) + external.length;
  const free = room.status === 'maintenance' || whole ? 0 : Math.max(0, usable - taken);
  const where = (stay: (typeof stays)[number]) =>
    stay.beds === null
      ? t('whole room')
      : stay.bedIds.length > 0
        ? room.beds
            .filter((bed) => stay.bedIds.includes(bed._id))
            .map((bed) => bed.label)
            .join(', ')
        : t('{count, plural, one {# bed} other {# beds}} unassigned', { count: stay.beds });

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      role="group"
      aria-label={t('Room {number}, {free} of {usable} beds free', { number: room.roomNumber, free, usable })}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={700}>{room.roomNumber}</Text>
          <RoomStatusBadge status={room.status} size="xs" />
          <GuestPolicyBadge room={room} size="xs" />
        </Group>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('{free} of {usable} free', { free, usable })}
        </Text>
      </Group>
      {stays.length > 0 && (
        <Stack gap={4} mt="xs">
          {stays.map((stay) => (
            <UnstyledButton
              key={stay._id}
              onClick={() => onOpenBooking(stay._id)}
              aria-label={t('{guest}, {place}: open the booking', { guest: stay.guestName, place: where(stay) })}
            >
              <Group gap="xs" wrap="nowrap">
                <Badge color={stayColor(stay.status)} variant="light" tt="none" style={{ flexShrink: 0, maxWidth: '55%' }}>
                  {stay.guestName}
                </Badge>
                <Text size="xs" c="dimmed" truncate>
                  {where(stay)}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {free > 0 && (
        <Button size="xs" variant="light" mt="xs" onClick={() => onBook(room, { checkIn: day, checkOut: addDays(day, 1) })}>
          {t('Book beds in room {number}', { number: room.roomNumber })}
        </Button>
      )}
    </Card>
  );
}
