import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { addDays } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { isDorm } from '../rooms/beds';
import { RoomStatusBadge } from '../rooms/RoomStatusBadge';
import { byFloor, cellLabel, externalLabel, nightsByRoom, shortDayLabel, stayColor } from './calendar';
import classes from './desk.module.css';
import { DormDayCard } from './DormDayCard';
import type { CalendarExternalStay, CalendarRoom, DeskCalendar } from './types';

interface RoomDayListProps {
  data: DeskCalendar;
  day: string;
  onBook: (room: CalendarRoom, stay: { checkIn: string; checkOut: string }) => void;
  onOpenBooking: (bookingId: string) => void;
  onOpenExternal: (stayId: string) => void;
}

/** The calendar on a phone: one night, every room by floor, free or whose it is, and the channels' stays on it. */
export function RoomDayList({ data, day, onBook, onOpenBooking, onOpenExternal }: RoomDayListProps) {
  const t = useT();
  const nights = nightsByRoom(data.bookings);
  const tonight = data.externalStays.filter((stay) => stay.checkIn <= day && day < stay.checkOut);
  return (
    <Stack gap="md" aria-label={t('Rooms on {day}', { day: shortDayLabel(day) })}>
      {byFloor(data.rooms).map((group) => (
        <Stack key={group.floor} gap={6}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t('Floor {floor}', { floor: group.floor })}
          </Text>
          {group.rooms.map((room) => {
            if (isDorm(room))
              return <DormDayCard key={room._id} room={room} data={data} day={day} onBook={onBook} onOpenBooking={onOpenBooking} />;
            const stay = nights.get(`${room._id}|${day}`);
            const booked = stay && stay.status !== 'checked-out';
            const channels = tonight.filter((external) => external.roomId === room._id);
            // A channel's stay on the whole room stands in the room's card when no booking does; the others follow it.
            const held = booked ? undefined : channels.find((external) => external.bedId === null);
            const others = channels.filter((external) => external !== held);
            const label = cellLabel(room, day, booked ? stay : undefined, false, held);
            const list = others.map((external) => (
              <ChannelStayLine key={external._id} stay={external} room={room} onOpen={onOpenExternal} />
            ));
            const card =
              !booked && !held && room.status === 'maintenance' ? (
                <Card withBorder padding="sm" radius="md" aria-label={label}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={700}>{room.roomNumber}</Text>
                      <RoomStatusBadge status={room.status} size="xs" />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('Not bookable')}
                    </Text>
                  </Group>
                </Card>
              ) : (
                <UnstyledButton
                  aria-label={label}
                  onClick={() =>
                    booked
                      ? onOpenBooking(stay._id)
                      : held
                        ? onOpenExternal(held._id)
                        : onBook(room, { checkIn: day, checkOut: addDays(day, 1) })
                  }
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
                      ) : held ? (
                        <ChannelStayChip stay={held} />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('Free · Book')}
                        </Text>
                      )}
                    </Group>
                  </Card>
                </UnstyledButton>
              );
            return (
              <Fragment key={room._id}>
                {card}
                {list}
              </Fragment>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

/** A channel's stay as a chip: "Booking.com · Reserved", and "Conflict" in words when it overlaps something. */
function ChannelStayChip({ stay }: { stay: CalendarExternalStay }) {
  return (
    <span
      className={[classes.externalChip, stay.conflict !== null && classes.conflict].filter(Boolean).join(' ')}
      style={{ maxWidth: '60%' }}
    >
      <span className={classes.externalText}>{externalLabel(stay, true)}</span>
    </span>
  );
}

/** A channel's stay on a bed of the room, or one in conflict with the room's booking, under the room's card. */
function ChannelStayLine({ stay, room, onOpen }: { stay: CalendarExternalStay; room: CalendarRoom; onOpen: (stayId: string) => void }) {
  const t = useT();
  const bed = room.beds.find((b) => b._id === stay.bedId);
  const place = bed
    ? t('Room {number}, {bed}', { number: room.roomNumber, bed: bed.label })
    : t('Room {number}', { number: room.roomNumber });
  return (
    <UnstyledButton
      aria-label={t('{place}, held by {held}', { place, held: externalLabel(stay, true) })}
      onClick={() => onOpen(stay._id)}
      ml="md"
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {bed ? bed.label : t('Also')}
        </Text>
        <ChannelStayChip stay={stay} />
      </Group>
    </UnstyledButton>
  );
}
