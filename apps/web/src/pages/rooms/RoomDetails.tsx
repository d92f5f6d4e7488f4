import { useHotelInfo } from '../../lib/hotel';
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  List,
  Paper,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBedOff,
  IconCircleCheck,
  IconDoor,
  IconMessage2,
  IconReceiptOff,
  IconStairs,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { useDeferredValue, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BEDS_MSG, hotelToday, ROOM_TYPE_LABELS, ROOMS_MSG, roomStatusProblem } from '@innkeep/api-contract';
import { PageLoader } from '../../components/PageLoader';
import { StayCalendar } from '../../components/bookings/StayCalendar';
import { readStaySearch, staySearchString, withStay, type StaySearch } from '../../components/bookings/staySearch';
import { AmenityList } from '../../components/rooms/amenities';
import { BookNowButton } from '../../components/rooms/BookNowButton';
import { BedsFree, GuestPolicyBadge, isDorm, priceUnit } from '../../components/rooms/beds';
import { RoomGallery } from '../../components/rooms/RoomGallery';
import { RoomRating } from '../../components/rooms/RoomRating';
import { StayStatusBadge } from '../../components/rooms/RoomStatusBadge';
import type { RoomDetails, RoomReview } from '../../components/rooms/types';
import { useLocalize, useT } from '../../i18n/language';
import { formatDay, formatMoney, shortDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';

export default function RoomDetailsPage() {
  const { id = '' } = useParams();
  // The stay passed from /rooms goes on to the booking form; a dormitory says how many of its beds are free for it.
  const [params] = useSearchParams();
  const search = readStaySearch(params);
  const { checkIn, checkOut } = search;
  const stay = checkIn && checkOut && checkIn < checkOut ? { checkIn, checkOut } : {};
  const room = trpc.rooms.byId.useQuery({ id, ...stay }, { retry: false });
  const localize = useLocalize();
  useEffect(() => {
    if (room.error) toast.error(localize(ROOMS_MSG.loadFailed));
  }, [room.error, localize]);

  // The room's page renders after the answer's arrival, in a render that yields to the browser (a slow phone's TBT).
  const data = useDeferredValue(room.data);
  if (room.isLoading || (room.data && !data)) return <PageLoader />;
  if (!data) return <RoomNotFound />;
  return <RoomView room={data} search={search} />;
}

function RoomNotFound() {
  const t = useT();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconBedOff size={32} />
        </ThemeIcon>
        <Title order={1}>{t('Room Not Found')}</Title>
        <Text c="dimmed">{t('The room you are looking for does not exist or could not be loaded.')}</Text>
        <Button component={Link} to="/rooms" leftSection={<IconArrowLeft size={16} />}>
          {t('Back to Rooms')}
        </Button>
      </Stack>
    </Container>
  );
}

function RoomView({ room, search }: { room: RoomDetails; search: StaySearch }) {
  const t = useT();
  return (
    <Container size="xl" py="xl">
      <Anchor
        component={Link}
        to={withStay('/rooms', search)}
        size="sm"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} /> {t('Back to Rooms')}
      </Anchor>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <RoomGallery images={room.images} name={room.name} />
            <Stack gap="xs">
              <Group gap="sm">
                <StayStatusBadge room={room} checkIn={search.checkIn} size="lg" />
                <GuestPolicyBadge room={room} size="lg" />
                <Text c="dimmed" fw={500}>
                  {t(ROOM_TYPE_LABELS[room.type])}
                </Text>
              </Group>
              <Title order={1}>{room.name}</Title>
              <Group gap="lg">
                <Text size="xl" fw={700}>
                  {formatMoney(room.price)}
                  <Text span c="dimmed" size="sm" fw={500}>
                    {' '}
                    {t(priceUnit(room))}
                  </Text>
                </Text>
                <RoomRating rating={room.rating} reviewCount={room.reviewCount} size="md" />
              </Group>
              <Text lh={1.7}>{room.description}</Text>
            </Stack>
            <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
              <Fact
                icon={IconUsers}
                label={isDorm(room) ? t('Beds') : t('Capacity')}
                value={
                  isDorm(room)
                    ? t('{count, plural, one {# bed} other {# beds}}', { count: room.capacity })
                    : t('{count, plural, one {# guest} other {# guests}}', { count: room.capacity })
                }
              />
              <Fact icon={IconStairs} label={t('Floor')} value={String(room.floor)} />
              <Fact icon={IconDoor} label={t('Room Number')} value={room.roomNumber} />
            </SimpleGrid>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <BookingCard room={room} search={search} />
            <Availability room={room} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={12}>
          <Stack gap="xl">
            <section aria-labelledby="amenities-title">
              <Title order={2} size="h3" id="amenities-title" mb="md">
                {t('Amenities')}
              </Title>
              <AmenityList amenities={room.amenities} />
            </section>
            <Divider />
            <Reviews reviews={room.reviews} reviewCount={room.reviewCount} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Fact({ icon: Icon, label, value }: { icon: TablerIcon; label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <ThemeIcon variant="light" size="lg" radius="md" mb="xs">
        <Icon size={18} />
      </ThemeIcon>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

function BookingCard({ room, search }: { room: RoomDetails; search: StaySearch }) {
  const { freeCancellationHours } = useHotelInfo();
  const today = hotelToday();
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      <Group justify="space-between" align="baseline" mb="md">
        <Text size="xl" fw={700}>
          {formatMoney(room.price)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(priceUnit(room))}
        </Text>
      </Group>
      {search.checkIn && search.checkOut && (
        <Text size="sm" c="dimmed" mb="sm">
          {search.guests
            ? t('Your stay: {from} – {to}, {guests, plural, one {# guest} other {# guests}}', {
                from: formatDay(search.checkIn),
                to: formatDay(search.checkOut),
                guests: search.guests,
              })
            : t('Your stay: {from} – {to}', { from: formatDay(search.checkIn), to: formatDay(search.checkOut) })}
        </Text>
      )}
      <BedsFree room={room} mb="sm" />
      <BookNowButton room={room} search={staySearchString(search)} checkIn={search.checkIn} nameStatusWhenDisabled fullWidth size="md" />
      {roomStatusProblem(room, search.checkIn || today, today) && (
        <Text size="sm" c="dimmed" mt="xs" ta="center">
          {t('This room cannot be booked right now.')}
        </Text>
      )}
      <List spacing={6} size="sm" mt="md" center icon={<IconCircleCheck size={16} color="var(--mantine-color-green-filled)" />}>
        <List.Item>{t('Free cancellation')}</List.Item>
        <List.Item icon={<IconReceiptOff size={16} color="var(--mantine-color-green-filled)" />}>{t('No booking fees')}</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        {t('Free cancellation up to {hours} hours before check-in.', { hours: freeCancellationHours })}
      </Text>
    </Card>
  );
}

/** The nights taken from today on: a room's booked nights, a dormitory's nights with no bed left. */
function Availability({ room }: { room: RoomDetails }) {
  const nights = trpc.rooms.bookedNights.useQuery({ id: room._id });
  const t = useT();
  const localize = useLocalize();
  return (
    <section aria-labelledby="availability-title">
      <Title order={2} size="h4" id="availability-title" mb="xs">
        {t('Availability')}
      </Title>
      {nights.data ? (
        <StayCalendar
          ranges={nights.data.ranges}
          today={nights.data.today}
          singleMonth
          bookedLabel={isDorm(room) ? localize(BEDS_MSG.noBedLeft) : undefined}
        />
      ) : nights.isError ? (
        <Text size="sm" c="dimmed">
          {t('Availability could not be loaded. You can still choose dates when booking.')}
        </Text>
      ) : (
        <Skeleton h={320} radius="lg" />
      )}
    </section>
  );
}

function Reviews({ reviews, reviewCount }: { reviews: RoomReview[]; reviewCount: number }) {
  const t = useT();
  return (
    <section aria-labelledby="reviews-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="reviews-title">
          {t('Guest Reviews')}
        </Title>
        {reviewCount > reviews.length && (
          <Text size="sm" c="dimmed">
            {t('Showing the {count} newest of {total}', { count: reviews.length, total: reviewCount })}
          </Text>
        )}
      </Group>
      {reviews.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Group gap="sm">
            <IconMessage2 size={20} aria-hidden="true" />
            <Text c="dimmed">{t('No reviews yet. Be the first to stay and tell us how it was.')}</Text>
          </Group>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: RoomReview }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar name={review.userName} color="initials" radius="xl" />
          <div>
            <Text fw={600}>{review.userName}</Text>
            <Text size="xs" c="dimmed">
              {shortDate(review.date)}
            </Text>
          </div>
        </Group>
        <Rating value={review.rating} readOnly size="sm" role="img" aria-label={t('{rating} out of 5 stars', { rating: review.rating })} />
      </Group>
      <Text size="sm" lh={1.6}>
        {review.comment}
      </Text>
    </Card>
  );
}
