import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { addDays } from '@innkeep/api-contract';
import { isDorm } from '../rooms/beds';
import { RoomStatusBadge } from '../rooms/RoomStatusBadge';
import { byFloor, cellLabel, nightsByRoom, shortDayLabel, stayColor } from './calendar';
import { DormDayCard } from './DormDayCard';
import type { CalendarRoom, DeskCalendar } from './types';

interface RoomDayListProps {
  data: DeskCalendar;
  day: string;
  onBook: (room: CalendarRoom, stay: { checkIn: string; checkOut: string }) => void;
  onOpenBooking: (bookingId: string) => void;
}

/** The calendar on a phone: one night, every room by floor, free or whose it is. */
export function RoomDayList({ data, day, onBook, onOpenBooking }: RoomDayListProps) {
  const nights = nightsByRoom(data.bookings);
  return (
    <Stack gap="md" aria-label={`Rooms on ${shortDayLabel(day)}`}>
      {byFloor(data.rooms).map((group) => (
        <Stack key={group.floor} gap={6}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Floor {group.floor}
          </Text>
          {group.rooms.map((room) => {
            if (isDorm(room))
              return <DormDayCard key={room._id} room={room} data={data} day={day} onBook={onBook} onOpenBooking={onOpenBooking} />;
            const stay = nights.get(`${room._id}|${day}`);
            const booked = stay && stay.status !== 'checked-out';
            const label = cellLabel(room, day, booked ? stay : undefined);
            if (!booked && room.status === 'maintenance') {
              return (
                <Card key={room._id} withBorder padding="sm" radius="md" aria-label={label}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={700}>{room.roomNumber}</Text>
                      <RoomStatusBadge status={room.status} size="xs" />
                    </Group>
                    <Text size="sm" c="dimmed">
                      Not bookable
                    </Text>
                  </Group>
                </Card>
              );
            }
            return (
              <UnstyledButton
                key={room._id}
                aria-label={label}
                onClick={() => (booked ? onOpenBooking(stay._id) : onBook(room, { checkIn: day, checkOut: addDays(day, 1) }))}
              >
                <Card withBorder padding="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text fw={700}>{room.roomNumber}</Text>
                      <RoomStatusBadge status={room.status} size="xs" />
                    </Group>
                    {booked ? (
                      <Badge color={stayColor(stay.status)} variant="light" tt="none" style={{ maxWidth: '60%' }}>
                        {stay.guestName}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Free · Book
                      </Text>
                    )}
                  </Group>
                </Card>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
