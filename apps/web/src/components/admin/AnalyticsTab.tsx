import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Grid, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconReceipt, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ADMIN_MSG, ANALYTICS_MSG, KPI_DEFINITIONS, LEDGER_MSG, LIMITS, ROOM_TYPE_LABELS, type RoomType } from '@innkeep/api-contract';
import { formatDay, formatMoney, formatMoneyCompact } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from './feedback';
import { DateRangeFilter, presetRange, type DayRange, type RangePreset } from './DateRangeFilter';
import { useHotelToday } from '../../lib/hotel';
import { StatCard, TabHeader } from './parts';
import type { AnalyticsData } from './types';
import { ListState } from '../ListState';

/** '2027-03-05' as 'Mar 5', for chart axes. */
function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

const ROOM_TYPE_COLORS: Record<RoomType, string> = { single: 'blue', double: 'teal', suite: 'grape', shared: 'orange', hostel: 'cyan' };

/** The last 30 days (spec §2, §9): revenue, new customers, room types, and the occupancy figures. */
export default function AnalyticsTab() {
  // The spec's last 30 days, until another period is chosen; the select says which is shown.
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [custom, setCustom] = useState<DayRange>({});
  const today = useHotelToday();
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const query =
    preset === 'last30' || (preset === 'custom' && !range.from && !range.to)
      ? { period: LIMITS.analyticsPeriodDays }
      : // All time: from the first money movement (the server's open start) to today.
        preset === 'all'
        ? { to: today }
        : range;
  const analytics = trpc.admin.analytics.useQuery(query, { placeholderData: (previous) => previous });
  useLoadFailure('analytics', analytics.errorUpdatedAt);
  const data = analytics.data;
  // The tab shows once its first report is in: the header's period ("30 days: Oct 28 – Nov 26") is longer
  // than its stand-in and, wrapping on a phone, moved the Refresh button and everything below.
  if (!data) {
    return (
      <ListState
        loading
        error={analytics.isError}
        empty={false}
        errorTitle={ADMIN_MSG.tabLoadFailed('analytics')}
        emptyTitle=""
        emptyText=""
        onRetry={() => void analytics.refetch()}
      >
        {null}
      </ListState>
    );
  }
  return (
    <Stack gap="md">
      <TabHeader
        title="Analytics"
        subtitle={`${data.period.days} days: ${formatDay(data.period.from)} – ${formatDay(data.period.to)}`}
        onRefresh={() => void analytics.refetch()}
        refreshing={analytics.isFetching}
      />
      <Text size="sm" c="dimmed">
        {LEDGER_MSG.revenueHelp}
      </Text>
      <DateRangeFilter
        preset={preset}
        range={range}
        placeholder={`Last ${LIMITS.analyticsPeriodDays} days`}
        onChange={(next, days) => {
          setPreset(next);
          setCustom(days);
        }}
      />
      <Report data={data} />
    </Stack>
  );
}

function Report({ data }: { data: AnalyticsData }) {
  const { totals, kpis } = data;
  const perDay = data.revenue.map((day) => ({ day: shortDay(day._id), Rooms: day.roomRevenue, Food: day.foodRevenue }));
  const signUps = data.customers.map((day) => ({ day: shortDay(day._id), 'New customers': day.newCustomers }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label="Revenue received"
          value={formatMoney(totals.revenue)}
          detail={`Rooms ${formatMoney(totals.roomRevenue)} · Food ${formatMoney(totals.foodRevenue)}`}
          icon={IconCash}
          color="green"
        />
        <StatCard
          label="Bookings made"
          value={totals.bookings}
          detail={`Booked value ${formatMoney(totals.bookedValue)}, dated by the day booked, cancelled ones excluded`}
          icon={IconCalendarEvent}
          color="blue"
        />
        <StatCard label="Food orders" value={totals.foodOrders} detail="Not counting cancelled ones" icon={IconReceipt} color="orange" />
        <StatCard label="New customers" value={totals.newCustomers} detail="Accounts created" icon={IconUserPlus} color="teal" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Kpi
          label="Occupancy rate"
          value={`${kpis.occupancyRate}%`}
          sub={`${kpis.roomNightsSold} of ${kpis.roomNightsAvailable} room-nights sold`}
          definition={KPI_DEFINITIONS.occupancyRate}
        />
        <Kpi
          label="ADR"
          value={formatMoney(kpis.adr)}
          sub={`${formatMoney(kpis.roomRevenue)} room revenue earned`}
          definition={KPI_DEFINITIONS.adr}
        />
        <Kpi
          label="RevPAR"
          value={formatMoney(kpis.revpar)}
          sub={`${kpis.rooms} ${kpis.rooms === 1 ? 'room' : 'rooms'} in the inventory`}
          definition={KPI_DEFINITIONS.revpar}
        />
      </SimpleGrid>
      {kpis.beds > 0 && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Kpi
            label="Dorm bed occupancy"
            value={`${kpis.bedOccupancyRate}%`}
            sub={`${kpis.bedNightsSold} of ${kpis.bedNightsAvailable} bed-nights sold`}
            definition={KPI_DEFINITIONS.bedOccupancy}
          />
          <Kpi
            label="Average bed rate"
            value={formatMoney(kpis.averageBedRate)}
            sub={`${formatMoney(kpis.bedRevenue)} dorm revenue earned`}
            definition={KPI_DEFINITIONS.bedRate}
          />
          <Kpi
            label="Dorm share of revenue"
            value={`${kpis.bedRevenueShare}%`}
            sub={`${kpis.beds} ${kpis.beds === 1 ? 'bed' : 'beds'} in dormitories`}
            definition={KPI_DEFINITIONS.bedShare}
          />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {KPI_DEFINITIONS.roomNights} {KPI_DEFINITIONS.available} {KPI_DEFINITIONS.bookedValue}
      </Text>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ChartCard title="Revenue per day" note={KPI_DEFINITIONS.revenue}>
            <BarChart
              h={260}
              data={perDay}
              dataKey="day"
              type="stacked"
              series={[
                { name: 'Rooms', color: 'blue.6' },
                { name: 'Food', color: 'orange.5' },
              ]}
              valueFormatter={formatMoney}
              withLegend
              tickLine="none"
              yAxisProps={{ tickFormatter: formatMoneyCompact, width: 56 }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
            />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ChartCard title="Room types" note={ANALYTICS_MSG.roomTypesNote}>
            <RoomTypeBars roomTypes={data.roomTypes} />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={12}>
          <ChartCard title="New customers per day" note="Customer accounts created each day.">
            <BarChart
              h={200}
              data={signUps}
              dataKey="day"
              series={[{ name: 'New customers', color: 'teal.6' }]}
              tickLine="none"
              yAxisProps={{ allowDecimals: false, width: 56 }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
            />
          </ChartCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * One bar per room type, as long as its share of the value booked in the period; beside it what was
 * booked (by the day of booking) and what was received (by the day of payment), which can differ.
 */
function RoomTypeBars({ roomTypes }: { roomTypes: AnalyticsData['roomTypes'] }) {
  if (roomTypes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No bookings in this period.
      </Text>
    );
  }
  const booked = roomTypes.reduce((sum, entry) => sum + entry.bookedValue, 0);
  return (
    <Stack gap="sm">
      {roomTypes.map((entry) => {
        const type = entry._id[0] as RoomType;
        const share = booked === 0 ? 0 : (entry.bookedValue / booked) * 100;
        return (
          <div key={type}>
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                {ROOM_TYPE_LABELS[type]}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                {entry.count} {entry.count === 1 ? 'booking' : 'bookings'} · booked <b>{formatMoney(entry.bookedValue)}</b>
                <br />
                received <b>{formatMoney(entry.revenue)}</b>
              </Text>
            </Group>
            <Progress
              value={share}
              color={ROOM_TYPE_COLORS[type]}
              size="lg"
              radius="sm"
              aria-label={`${ROOM_TYPE_LABELS[type]}: ${Math.round(share)}% of the value booked`}
            />
            {entry.revenue === 0 && entry.bookedValue > 0 && (
              <Text size="xs" c="dimmed" mt={2}>
                {ANALYTICS_MSG.notReceivedYet}
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}

function Kpi({ label, value, sub, definition }: { label: string; value: string; sub: string; definition: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} fz={26} lh={1.2} mt={4}>
        {value}
      </Text>
      <Text size="sm" mt={2}>
        {sub}
      </Text>
      <Text size="xs" c="dimmed" mt={6}>
        {definition}
      </Text>
    </Paper>
  );
}

function ChartCard({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {note}
      </Text>
      {children}
    </Card>
  );
}
