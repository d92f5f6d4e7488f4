import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { STAFF_MSG, m } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { PageLoader } from '../../components/PageLoader';
import PendingComplaints from '../../components/complaints/PendingComplaints';
import { useNow } from '../../components/notifications/useNow';
import { BoardSection } from '../../components/staff/BoardSection';
import { BookingTask } from '../../components/staff/BookingTask';
import { Counters, SECTIONS } from '../../components/staff/Counters';
import { FoodOrderTask } from '../../components/staff/FoodOrderTask';
import { LiveBoard, LiveStatus } from '../../components/staff/LiveBoard';
import { RoomTask } from '../../components/staff/RoomTask';
import { longDay } from '../../components/staff/board';
import { DayLists, GroupLabel } from '../../components/desk/DayLists';
import type { StaffDashboard } from '../../components/staff/types';
import { useLocalize, useT } from '../../i18n/language';
import { toast } from '../../lib/toast';
import { trpc, useRealtimeStatus } from '../../lib/trpc';

/** Order ages move on every half minute. */
const AGE_TICK_MS = 30_000;

export default function StaffDashboardPage() {
  const t = useT();
  const localize = useLocalize();
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const dashboard = trpc.staff.dashboard.useQuery();
  // The bookings' day lists are the desk's: they move with the board.
  const reload = useCallback(() => Promise.all([utils.staff.dashboard.invalidate(), utils.desk.day.invalidate()]), [utils]);
  const { errorUpdatedAt } = dashboard;
  useEffect(() => {
    if (errorUpdatedAt) toast.error(localize(STAFF_MSG.loadFailed));
  }, [errorUpdatedAt, localize]);

  // The live feed restarts from the last event it delivered when the connection is retried.
  const { generation } = useRealtimeStatus();
  const [lastSeen, setLastSeen] = useState<string | null>(null);
  const onBoardEvent = useCallback(
    (eventId: string) => {
      setLastSeen(eventId);
      void reload();
    },
    [reload],
  );

  // The bookings' day lists (DayLists, the desk's query of the board's day) come with the board: arriving
  // after it, they pushed the sections below them down.
  const dayLists = trpc.desk.day.useQuery({ date: dashboard.data?.today ?? '' }, { enabled: dashboard.data !== undefined });
  if (dashboard.isLoading || (dashboard.data && dayLists.isPending)) return <PageLoader />;
  const data = dashboard.data;
  if (!data) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={localize(STAFF_MSG.loadFailed)}>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void dashboard.refetch()}
          >
            {t('Try again')}
          </Button>
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <LiveBoard key={generation} from={lastSeen ?? data.eventId} onEvent={onBoardEvent} />
      <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
        <div style={{ minWidth: 0 }}>
          <Title order={1}>{t('Welcome, {name}!', { name: user?.name ?? '' })}</Title>
          <Text c="dimmed">{t('{day} · today’s arrivals, departures, orders and rooms.', { day: longDay(data.today) })}</Text>
        </div>
        <Group gap="xs">
          <LiveStatus />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={dashboard.isFetching}
            onClick={() => void dashboard.refetch()}
          >
            {t('Refresh')}
          </Button>
        </Group>
      </Group>

      <Counters counts={data.counts} />

      <Grid gap="lg" mt="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Bookings data={data} reload={reload} />
            <FoodOrders data={data} reload={reload} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BoardSection
              {...SECTIONS.rooms}
              total={data.counts.roomsToClean}
              shown={data.roomsToClean.length}
              empty={{ title: m('No rooms to clean'), description: m('Every room is ready for its next guest.') }}
            >
              <Stack gap="xs">
                {data.roomsToClean.map((room) => (
                  <RoomTask key={room._id} room={room} reload={reload} />
                ))}
              </Stack>
            </BoardSection>
            <BoardSection
              {...SECTIONS.complaints}
              total={data.counts.pendingComplaints}
              shown={data.pendingComplaints.length}
              empty={{ title: m('No pending complaints'), description: m('Every complaint has an answer.') }}
            >
              <PendingComplaints complaints={data.pendingComplaints} onResponded={() => void reload()} />
            </BoardSection>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

interface SectionProps {
  data: StaffDashboard;
  reload: () => Promise<unknown>;
}

/** The day's arrivals, in-house guests and departures (any date), then the requests awaiting confirmation. */
function Bookings({ data, reload }: SectionProps) {
  const t = useT();
  const pending = data.assignedBookings.filter((b) => b.status === 'pending');
  const awaiting = (shown: ReadonlySet<string>, onDetails: (bookingId: string) => void) => {
    const rest = pending.filter((b) => !shown.has(b._id));
    return (
      rest.length > 0 && (
        <>
          <GroupLabel>{t('Awaiting confirmation')}</GroupLabel>
          {rest.map((booking) => (
            <BookingTask key={booking._id} booking={booking} today={data.today} reload={reload} onDetails={onDetails} />
          ))}
        </>
      )
    );
  };
  return (
    <BoardSection
      {...SECTIONS.bookings}
      total={data.counts.assignedBookings}
      shown={data.assignedBookings.length}
      empty={{ title: m('No bookings need you'), description: m('No arrivals, departures or requests waiting right now.') }}
      alwaysShow
    >
      <DayLists today={data.today} reload={reload} extra={awaiting} />
    </BoardSection>
  );
}

function FoodOrders({ data, reload }: SectionProps) {
  const now = useNow(AGE_TICK_MS);
  return (
    <BoardSection
      {...SECTIONS.foodOrders}
      total={data.counts.assignedFoodOrders}
      shown={data.assignedFoodOrders.length}
      empty={{ title: m('No open food orders'), description: m('New orders appear here as guests place them.') }}
    >
      <Stack gap="xs">
        {data.assignedFoodOrders.map((order) => (
          <FoodOrderTask key={order._id} order={order} now={now} reload={reload} />
        ))}
      </Stack>
    </BoardSection>
  );
}
