import { Badge, Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconStairs, IconUsers } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ROOM_IMAGE, ROOM_TYPE_LABELS } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { staySearchString } from '../bookings/staySearch';
import { AmenityIcons } from './amenities';
import { BedsFree, GuestPolicyBadge, isDorm } from './beds';
import { BookNowButton } from './BookNowButton';
import { RoomRating } from './RoomRating';
import { StayStatusBadge } from './RoomStatusBadge';
import type { RoomListItem } from './types';

/** One room on /rooms: picture with status and price, the facts a guest compares, and the two actions. */
// Memoised: the rooms page renders again on every keystroke in its filters, its cards only when the list changes.
export const RoomCard = memo(function RoomCard({
  room,
  stay,
  guests = null,
  eager = false,
}: {
  room: RoomListItem;
  stay?: { checkIn: string; checkOut: string };
  /** The party's size, carried to the room's page and the booking form with the dates. */
  guests?: number | null;
  /** The first cards, on screen at once: their pictures load at once; the others as the guest scrolls to them. */
  eager?: boolean;
}) {
  const search = staySearchString({ ...stay, guests });
  const t = useT();
  const localize = useLocalize();
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`room-${room._id}`} h="100%">
      <Card.Section pos="relative">
        <Image
          src={room.images[0] || DEFAULT_ROOM_IMAGE}
          fallbackSrc={DEFAULT_ROOM_IMAGE}
          alt={room.name}
          h={200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <StayStatusBadge room={room} checkIn={stay?.checkIn} free={!!stay && !room.stay?.problem} pos="absolute" top={12} left={12} />
        <Badge pos="absolute" top={12} right={12} size="lg" variant="white" color="dark" radius="sm" tt="none">
          {room.stay ? (
            t('{total} for {nights, plural, one {# night} other {# nights}}', {
              total: formatMoney(room.stay.total),
              nights: room.stay.nights,
            })
          ) : (
            <>
              {/* Without dates the base price: nights may cost more on the rate calendar. */}
              {t('from {price}', { price: formatMoney(room.price) })}
              {/* The badge is white in both themes, so its grey is fixed too. */}
              <Text span size="xs" c="gray.7" fw={500}>
                {' '}
                {isDorm(room) ? t('per bed') : t('/ night')}
              </Text>
            </>
          )}
        </Badge>
      </Card.Section>

      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box miw={0}>
            <Title order={2} size="h4" id={`room-${room._id}`} lineClamp={1}>
              {room.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('{type} · Room {number}', { type: t(ROOM_TYPE_LABELS[room.type]), number: room.roomNumber })}
            </Text>
          </Box>
          <RoomRating rating={room.rating} />
        </Group>
        {isDorm(room) && (
          <Group gap="xs">
            <GuestPolicyBadge room={room} />
            <BedsFree room={room} />
          </Group>
        )}
        <Text size="sm" lineClamp={2}>
          {room.description}
        </Text>
        <Group gap="lg">
          <Group gap={6}>
            <IconUsers size={16} aria-hidden="true" />
            <Text size="sm">
              {isDorm(room)
                ? t('{count, plural, one {# bed} other {# beds}}', { count: room.capacity })
                : t('{count, plural, one {# guest} other {# guests}}', { count: room.capacity })}
            </Text>
          </Group>
          <Group gap={6}>
            <IconStairs size={16} aria-hidden="true" />
            <Text size="sm">{t('Floor {floor}', { floor: room.floor })}</Text>
          </Group>
        </Group>
        <AmenityIcons amenities={room.amenities} />
      </Stack>

      <Group grow mt="md" gap="sm">
        <Button component={Link} to={`/rooms/${room._id}${search ? `?${search}` : ''}`} variant="default">
          {t('View Details')}
        </Button>
        {room.stay?.problem ? (
          <Text size="sm" c="orange.8" ta="center" data-testid="stay-problem">
            {localize(room.stay.problem)}
          </Text>
        ) : (
          <BookNowButton room={room} search={search} checkIn={stay?.checkIn} />
        )}
      </Group>
    </Card>
  );
});
