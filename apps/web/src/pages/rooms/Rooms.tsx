import {
  Button,
  Container,
  EmptyState,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBedOff, IconCalendarEvent, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ROOM_CAPACITY_FILTERS, ROOM_TYPES, ROOM_TYPE_LABELS, ROOMS_MSG, hotelToday, stayProblem } from '@innkeep/api-contract';
import { PageLoader } from '../../components/PageLoader';
import { HotelDateInput } from '../../components/bookings/HotelDateInput';
import { stayPickerLimits } from '../../components/bookings/nights';
import { filterRooms, hasFilters, NO_FILTERS, type RoomFilters } from '../../components/rooms/filters';
import { RoomCard } from '../../components/rooms/RoomCard';
import { currencySymbol, formatDay } from '../../lib/format';
import { trpc } from '../../lib/trpc';

const TYPE_OPTIONS = ROOM_TYPES.map((type) => ({ value: type, label: ROOM_TYPE_LABELS[type] }));
const CAPACITY_OPTIONS = ROOM_CAPACITY_FILTERS.map(({ value, label }) => ({ value: String(value), label }));
const NO_STAY = { checkIn: '', checkOut: '' };
// Cards in the first screen of a desktop's three columns; a phone sees one.
const EAGER_CARDS = 3;

const asPrice = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

export default function RoomsPage() {
  const [filters, setFilters] = useState<RoomFilters>(NO_FILTERS);
  // The stay starts from the URL (?checkIn=&checkOut=, as the landing page's search opens it) and is
  // mirrored there, so a return from signing in shows the same list. The inputs follow local state:
  // the URL updates asynchronously, and two quick changes would otherwise lose the first.
  const [params, setParams] = useSearchParams();
  const [stay, setStay] = useState(() => ({ checkIn: params.get('checkIn') ?? '', checkOut: params.get('checkOut') ?? '' }));
  const changeStay = (next: typeof stay) => {
    setStay(next);
    setParams(
      Object.entries(next).filter(([, day]) => day !== ''),
      { replace: true },
    );
  };
  const set = <K extends keyof RoomFilters>(key: K, value: RoomFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  // Beyond the spec: with both dates, the server lists only the rooms that can be booked for that stay.
  const stayError = stay.checkIn && stay.checkOut ? stayProblem(stay.checkIn, stay.checkOut) : null;
  const chosenStay = stay.checkIn && stay.checkOut && !stayError ? stay : undefined;
  // A party size from the capacity filter prices extra persons into each stay's total.
  const rooms = trpc.rooms.list.useQuery(chosenStay && filters.capacity !== '' ? { ...chosenStay, guests: filters.capacity } : chosenStay, {
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    // Spec §8: a failed load is logged and the spinner stops (the empty list shows).
    if (rooms.error) console.error('Failed to load rooms', rooms.error);
  }, [rooms.error]);

  // The cards render after the urgent update (the list's arrival, a keystroke in the search), in renders
  // that yield to the browser: the loader or the typed letter paints at once on a slow phone.
  const list = useDeferredValue(rooms.data);
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(() => filterRooms(list ?? [], deferredFilters), [list, deferredFilters]);
  const anyFilter = hasFilters(filters) || stay.checkIn !== '' || stay.checkOut !== '';
  const clearAll = () => {
    setFilters(NO_FILTERS);
    changeStay(NO_STAY);
  };
  const stayDate = (key: keyof typeof stay) => (day: string) => changeStay({ ...stay, [key]: day });
  const limits = stayPickerLimits(stay.checkIn, hotelToday());

  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>Our Rooms &amp; Accommodations</Title>
        <Text c="dimmed">From quiet singles to harbour-view suites and friendly hostel beds: find the room that suits your stay.</Text>
      </Stack>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg" component="section" aria-label="Filters">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              label="Search"
              placeholder="Name or description"
              leftSection={<IconSearch size={16} />}
              value={filters.search}
              onChange={(event) => set('search', event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <Select
              label="Room type"
              placeholder="All types"
              data={TYPE_OPTIONS}
              value={filters.type || null}
              onChange={(value) => set('type', value ?? '')}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <Select
              label="Capacity"
              placeholder="Any"
              data={CAPACITY_OPTIONS}
              value={filters.capacity === '' ? null : String(filters.capacity)}
              onChange={(value) => set('capacity', value ? Number(value) : '')}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberInput
              label="Min price"
              placeholder={`${currencySymbol()}0`}
              prefix={currencySymbol()}
              min={0}
              value={filters.minPrice}
              onChange={(value) => set('minPrice', asPrice(value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberInput
              label="Max price"
              placeholder="Any"
              prefix={currencySymbol()}
              min={0}
              value={filters.maxPrice}
              onChange={(value) => set('maxPrice', asPrice(value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <HotelDateInput label="Check-in" excludeDate={limits.checkIn} value={stay.checkIn} onChange={stayDate('checkIn')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
            <HotelDateInput
              label="Check-out"
              excludeDate={limits.checkOut}
              defaultDate={stay.checkIn || undefined}
              value={stay.checkOut}
              onChange={stayDate('checkOut')}
              error={stayError}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4, md: 8 }} style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={clearAll} disabled={!anyFilter}>
              Clear All
            </Button>
          </Grid.Col>
        </Grid>
        <Text size="xs" c="dimmed" mt="xs">
          {stay.checkIn && !stay.checkOut
            ? ROOMS_MSG.bothStayDates
            : 'Optional: add your dates to see only the rooms free for your whole stay.'}
        </Text>
      </Paper>

      {rooms.isLoading || list === undefined ? (
        <PageLoader />
      ) : (
        <>
          <Group justify="space-between" mb="md" gap="xs">
            <Text fw={600} aria-live="polite">
              {shown.length} rooms found
            </Text>
            {chosenStay && (
              <Group gap={6}>
                <IconCalendarEvent size={16} aria-hidden="true" />
                <Text size="sm" c="dimmed">
                  Free from {formatDay(chosenStay.checkIn)} to {formatDay(chosenStay.checkOut)}
                </Text>
              </Group>
            )}
          </Group>
          {shown.length === 0 ? (
            <Paper withBorder radius="lg" py={48} px="md">
              <EmptyState
                icon={<IconBedOff size={32} />}
                withIndicatorBackground
                title="No rooms found"
                description="Try adjusting your search criteria"
              >
                <EmptyState.Actions>
                  <Button variant="light" onClick={clearAll}>
                    Clear Filters
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {shown.map((room, index) => (
                <RoomCard key={room._id} room={room} stay={chosenStay} eager={index < EAGER_CARDS} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Container>
  );
}
