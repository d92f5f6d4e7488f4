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
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROOM_CAPACITY_FILTERS, ROOM_TYPES, ROOM_TYPE_LABELS, ROOMS_MSG, hotelToday, stayProblem } from '@innkeep/api-contract';
import { PageLoader } from '../../components/PageLoader';
import { GuestsInput } from '../../components/bookings/GuestsInput';
import { HotelDateInput } from '../../components/bookings/HotelDateInput';
import { stayPickerLimits } from '../../components/bookings/nights';
import { asGuests, readStaySearch, staySearchString, type StaySearch } from '../../components/bookings/staySearch';
import {
  asRoomSort,
  DEFAULT_SORT,
  filterRooms,
  hasFilters,
  NO_FILTERS,
  ROOM_SORTS,
  sortRooms,
  type RoomFilters,
  type RoomSort,
} from '../../components/rooms/filters';
import { RoomCard } from '../../components/rooms/RoomCard';
import { useLocalize, useT } from '../../i18n/language';
import { currencySymbol, formatDay } from '../../lib/format';
import { trpc } from '../../lib/trpc';

const CAPACITY_OPTIONS = ROOM_CAPACITY_FILTERS.map(({ value, label }) => ({ value: String(value), label }));
const NO_STAY: StaySearch = { checkIn: '', checkOut: '', guests: null };
// Cards in the first screen of a desktop's three columns; a phone sees one.
const EAGER_CARDS = 3;

const asPrice = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

export default function RoomsPage() {
  const [filters, setFilters] = useState<RoomFilters>(NO_FILTERS);
  const t = useT();
  // The stay and the order start from the URL (?checkIn=&checkOut=&guests=&sort=, as the landing page's
  // search opens it) and are mirrored there, so a return from signing in shows the same list. The inputs
  // follow local state: the URL updates asynchronously, and two quick changes would otherwise lose the first.
  const [params] = useSearchParams();
  const [stay, setStay] = useState(() => readStaySearch(params));
  const [sort, setSort] = useState(() => asRoomSort(params.get('sort')));
  // The router's navigate, not setSearchParams (which is a new function after every change of the address): the
  // stay's fields are memoised on these handlers.
  const navigate = useNavigate();
  const mirror = useCallback(
    (nextStay: StaySearch, nextSort: RoomSort) => {
      const query = new URLSearchParams(staySearchString(nextStay));
      if (nextSort !== DEFAULT_SORT) query.set('sort', nextSort);
      void navigate(`?${query}`, { replace: true });
    },
    [navigate],
  );
  const changeStay = useCallback(
    (next: StaySearch) => {
      setStay(next);
      mirror(next, sort);
    },
    [mirror, sort],
  );
  const changeSort = useCallback(
    (next: RoomSort) => {
      setSort(next);
      mirror(stay, next);
    },
    [mirror, stay],
  );
  const clearAll = () => {
    setFilters(NO_FILTERS);
    changeStay(NO_STAY);
  };

  // Beyond the spec: with both dates, the server lists only the rooms that can be booked for that stay.
  const { checkIn, checkOut } = stay;
  const stayError = checkIn && checkOut ? stayProblem(checkIn, checkOut) : null;
  // One object while the dates stay the same: the cards are memoised on it.
  const chosenStay = useMemo(() => (checkIn && checkOut && !stayError ? { checkIn, checkOut } : undefined), [checkIn, checkOut, stayError]);
  // The party's size prices extra persons into each stay's total, and a dormitory needs a bed for each.
  const rooms = trpc.rooms.list.useQuery(chosenStay && stay.guests ? { ...chosenStay, guests: stay.guests } : chosenStay, {
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
  // A room must sleep the whole party: a party larger than the capacity filter narrows it.
  const party = stay.guests ?? 0;
  const shown = useMemo(() => {
    const capacity = party > (deferredFilters.capacity || 0) ? party : deferredFilters.capacity;
    return sortRooms(filterRooms(list ?? [], { ...deferredFilters, capacity }), sort);
  }, [list, deferredFilters, party, sort]);

  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('Our Rooms & Accommodations')}</Title>
        <Text c="dimmed">
          {t('From quiet singles to harbour-view suites and friendly hostel beds: find the room that suits your stay.')}
        </Text>
      </Stack>

      <FiltersPanel
        filters={filters}
        onFilters={setFilters}
        stay={stay}
        onStay={changeStay}
        stayError={stayError}
        sort={sort}
        onSort={changeSort}
        onClear={clearAll}
      />

      {rooms.isLoading || list === undefined ? (
        <PageLoader />
      ) : (
        <>
          <Group justify="space-between" mb="md" gap="xs">
            <Text fw={600} aria-live="polite">
              {t('{count, plural, one {# room found} other {# rooms found}}', { count: shown.length })}
            </Text>
            {chosenStay && (
              <Group gap={6}>
                <IconCalendarEvent size={16} aria-hidden="true" />
                <Text size="sm" c="dimmed">
                  {stay.guests
                    ? t('Free from {from} to {to} for {guests, plural, one {# guest} other {# guests}}', {
                        from: formatDay(chosenStay.checkIn),
                        to: formatDay(chosenStay.checkOut),
                        guests: stay.guests,
                      })
                    : t('Free from {from} to {to}', { from: formatDay(chosenStay.checkIn), to: formatDay(chosenStay.checkOut) })}
                </Text>
              </Group>
            )}
          </Group>
          {shown.length === 0 ? (
            <Paper withBorder radius="lg" py={48} px="md">
              <EmptyState
                icon={<IconBedOff size={32} />}
                withIndicatorBackground
                title={t('No rooms found')}
                description={t('Try adjusting your search criteria')}
              >
                <EmptyState.Actions>
                  <Button variant="light" onClick={clearAll}>
                    {t('Clear Filters')}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {shown.map((room, index) => (
                <RoomCard key={room._id} room={room} stay={chosenStay} guests={stay.guests} eager={index < EAGER_CARDS} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Container>
  );
}

/** The search, filters, stay and order. */
function FiltersPanel({
  filters,
  onFilters,
  stay,
  onStay,
  stayError,
  sort,
  onSort,
  onClear,
}: {
  filters: RoomFilters;
  onFilters: Dispatch<SetStateAction<RoomFilters>>;
  stay: StaySearch;
  onStay: (next: StaySearch) => void;
  stayError: ReturnType<typeof stayProblem>;
  sort: RoomSort;
  onSort: (next: RoomSort) => void;
  onClear: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const anyFilter = hasFilters(filters) || stay.checkIn !== '' || stay.checkOut !== '' || stay.guests !== null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg" component="section" aria-label={t('Filters')}>
      <Grid gap="md">
        <FilterFields filters={filters} onFilters={onFilters} />
        <StayFields stay={stay} onStay={onStay} stayError={stayError} sort={sort} onSort={onSort} />
        <Grid.Col span={{ base: 12, sm: 6, md: 2 }} style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
          <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear} disabled={!anyFilter}>
            {t('Clear All')}
          </Button>
        </Grid.Col>
      </Grid>
      {/* Until both dates are set: then the list says which stay it is for. */}
      {!(stay.checkIn && stay.checkOut) && (
        <Text size="xs" c="dimmed" mt="xs">
          {stay.checkIn ? localize(ROOMS_MSG.bothStayDates) : t('Optional: add your dates to see only the rooms free for your whole stay.')}
        </Text>
      )}
    </Paper>
  );
}

// The two groups of fields are memoised: a keystroke in the search renders the filters but not the stay's fields,
// a chosen day the stay's but not the filters, and the list's render that follows (deferred) neither. Each Select,
// number and date field costs its share of a slow phone's frame.

const FilterFields = memo(function FilterFields({
  filters,
  onFilters,
}: {
  filters: RoomFilters;
  onFilters: Dispatch<SetStateAction<RoomFilters>>;
}) {
  const t = useT();
  const typeOptions = ROOM_TYPES.map((type) => ({ value: type, label: t(ROOM_TYPE_LABELS[type]) }));
  const set = <K extends keyof RoomFilters>(key: K, value: RoomFilters[K]) => onFilters((current) => ({ ...current, [key]: value }));
  return (
    <>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('Search')}
          placeholder={t('Name or description')}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => set('search', event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('Room type')}
          placeholder={t('All types')}
          data={typeOptions}
          value={filters.type || null}
          onChange={(value) => set('type', value ?? '')}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('Capacity')}
          placeholder={t('Any')}
          data={CAPACITY_OPTIONS}
          value={filters.capacity === '' ? null : String(filters.capacity)}
          onChange={(value) => set('capacity', value ? Number(value) : '')}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NumberInput
          label={t('Min price')}
          placeholder={`${currencySymbol()}0`}
          prefix={currencySymbol()}
          min={0}
          value={filters.minPrice}
          onChange={(value) => set('minPrice', asPrice(value))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <NumberInput
          label={t('Max price')}
          placeholder={t('Any')}
          prefix={currencySymbol()}
          min={0}
          value={filters.maxPrice}
          onChange={(value) => set('maxPrice', asPrice(value))}
        />
      </Grid.Col>
    </>
  );
});

const StayFields = memo(function StayFields({
  stay,
  onStay,
  stayError,
  sort,
  onSort,
}: {
  stay: StaySearch;
  onStay: (next: StaySearch) => void;
  stayError: ReturnType<typeof stayProblem>;
  sort: RoomSort;
  onSort: (next: RoomSort) => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const sortOptions = ROOM_SORTS.map(({ value, label }) => ({ value, label: t(label) }));
  const stayDate = (key: 'checkIn' | 'checkOut') => (day: string) => onStay({ ...stay, [key]: day });
  const limits = stayPickerLimits(stay.checkIn, hotelToday());
  return (
    <>
      {/* A date field shows the whole date ('Mon, Jan 11, 2027') beside its icon and clear button: about 200 px. */}
      <Grid.Col span={{ base: 12, xs: 6, sm: 4, md: 3 }}>
        <HotelDateInput label={t('Check-in')} excludeDate={limits.checkIn} value={stay.checkIn} onChange={stayDate('checkIn')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, sm: 4, md: 3 }}>
        <HotelDateInput
          label={t('Check-out')}
          excludeDate={limits.checkOut}
          defaultDate={stay.checkIn || undefined}
          value={stay.checkOut}
          onChange={stayDate('checkOut')}
          error={stayError && localize(stayError)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, md: 2 }}>
        <GuestsInput placeholder="1" value={stay.guests ?? ''} onChange={(value) => onStay({ ...stay, guests: asGuests(value) })} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 6, md: 2 }}>
        <Select
          label={t('Sort by')}
          data={sortOptions}
          value={sort}
          onChange={(value) => onSort(asRoomSort(value))}
          allowDeselect={false}
        />
      </Grid.Col>
    </>
  );
});
