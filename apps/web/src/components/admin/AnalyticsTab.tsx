import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Grid, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconReceipt, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  ADMIN_MSG,
  ANALYTICS_MSG,
  KPI_DEFINITIONS,
  LEDGER_MSG,
  LIMITS,
  localeOf,
  ROOM_TYPE_LABELS,
  type RoomType,
  type UiLanguage,
} from '@innkeep/api-contract';
import { useLanguage, useLocalize, useT, useTRich } from '../../i18n/language';
import { formatDay, formatMoney, formatMoneyCompact } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from './feedback';
import { DateRangeFilter, presetRange, type DayRange, type RangePreset } from './DateRangeFilter';
import { useHotelToday } from '../../lib/hotel';
import { StatCard, TabHeader } from './parts';
import type { AnalyticsData } from './types';
import { ListState } from '../ListState';

/** '2027-03-05' as 'Mar 5' ('5 mar', '5. März'), for chart axes. */
function shortDay(day: string, language: UiLanguage): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(localeOf(language), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A whole-number percentage as the language writes it: '75%', '75 %'. */
const percent = (value: number, language: UiLanguage) =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

const ROOM_TYPE_COLORS: Record<RoomType, string> = { single: 'blue', double: 'teal', suite: 'grape', shared: 'orange', hostel: 'cyan' };

/** The last 30 days (spec §2, §9): revenue, new customers, room types, and the occupancy figures. */
export default function AnalyticsTab() {
  const t = useT();
  const localize = useLocalize();
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
        errorTitle={localize(ADMIN_MSG.tabLoadFailed('analytics'))}
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
        title={t('Analytics')}
        subtitle={t('{count, plural, one {# day} other {# days}}: {from} – {to}', {
          count: data.period.days,
          from: formatDay(data.period.from),
          to: formatDay(data.period.to),
        })}
        onRefresh={() => void analytics.refetch()}
        refreshing={analytics.isFetching}
      />
      <Text size="sm" c="dimmed">
        {localize(LEDGER_MSG.revenueHelp)}
      </Text>
      <DateRangeFilter
        preset={preset}
        range={range}
        placeholder={t('Last {count} days', { count: LIMITS.analyticsPeriodDays })}
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
  const t = useT();
  const localize = useLocalize();
  const { language } = useLanguage();
  const { totals, kpis } = data;
  // The series keep fixed keys; their labels (legend, tooltip) are in the language.
  const perDay = data.revenue.map((day) => ({ day: shortDay(day._id, language), rooms: day.roomRevenue, food: day.foodRevenue }));
  const signUps = data.customers.map((day) => ({ day: shortDay(day._id, language), newCustomers: day.newCustomers }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('Revenue received')}
          value={formatMoney(totals.revenue)}
          detail={t('Rooms {rooms} · Food {food}', { rooms: formatMoney(totals.roomRevenue), food: formatMoney(totals.foodRevenue) })}
          icon={IconCash}
          color="green"
        />
        <StatCard
          label={t('Bookings made')}
          value={totals.bookings}
          detail={t('Booked value {amount}, dated by the day booked, cancelled ones excluded', { amount: formatMoney(totals.bookedValue) })}
          icon={IconCalendarEvent}
          color="blue"
        />
        <StatCard
          label={t('Food orders')}
          value={totals.foodOrders}
          detail={t('Not counting cancelled ones')}
          icon={IconReceipt}
          color="orange"
        />
        <StatCard label={t('New customers')} value={totals.newCustomers} detail={t('Accounts created')} icon={IconUserPlus} color="teal" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Kpi
          label={t('Occupancy rate')}
          value={percent(kpis.occupancyRate, language)}
          sub={t('{sold} of {available} room-nights sold', { sold: kpis.roomNightsSold, available: kpis.roomNightsAvailable })}
          definition={t(KPI_DEFINITIONS.occupancyRate)}
        />
        <Kpi
          label={t('ADR')}
          value={formatMoney(kpis.adr)}
          sub={t('{amount} room revenue earned', { amount: formatMoney(kpis.roomRevenue) })}
          definition={t(KPI_DEFINITIONS.adr)}
        />
        <Kpi
          label={t('RevPAR')}
          value={formatMoney(kpis.revpar)}
          sub={t('{count, plural, one {# room in the inventory} other {# rooms in the inventory}}', { count: kpis.rooms })}
          definition={t(KPI_DEFINITIONS.revpar)}
        />
      </SimpleGrid>
      {kpis.beds > 0 && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Kpi
            label={t('Dorm bed occupancy')}
            value={percent(kpis.bedOccupancyRate, language)}
            sub={t('{sold} of {available} bed-nights sold', { sold: kpis.bedNightsSold, available: kpis.bedNightsAvailable })}
            definition={t(KPI_DEFINITIONS.bedOccupancy)}
          />
          <Kpi
            label={t('Average bed rate')}
            value={formatMoney(kpis.averageBedRate)}
            sub={t('{amount} dorm revenue earned', { amount: formatMoney(kpis.bedRevenue) })}
            definition={t(KPI_DEFINITIONS.bedRate)}
          />
          <Kpi
            label={t('Dorm share of revenue')}
            value={percent(kpis.bedRevenueShare, language)}
            sub={t('{count, plural, one {# bed in dormitories} other {# beds in dormitories}}', { count: kpis.beds })}
            definition={t(KPI_DEFINITIONS.bedShare)}
          />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {t(KPI_DEFINITIONS.roomNights)} {t(KPI_DEFINITIONS.available)} {t(KPI_DEFINITIONS.bookedValue)}
      </Text>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ChartCard title={t('Revenue per day')} note={t(KPI_DEFINITIONS.revenue)}>
            <BarChart
              h={260}
              data={perDay}
              dataKey="day"
              type="stacked"
              series={[
                { name: 'rooms', label: t('Rooms'), color: 'blue.6' },
                { name: 'food', label: t('Food'), color: 'orange.5' },
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
          <ChartCard title={t('Room types')} note={localize(ANALYTICS_MSG.roomTypesNote)}>
            <RoomTypeBars roomTypes={data.roomTypes} />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={12}>
          <ChartCard title={t('New customers per day')} note={t('Customer accounts created each day.')}>
            <BarChart
              h={200}
              data={signUps}
              dataKey="day"
              series={[{ name: 'newCustomers', label: t('New customers'), color: 'teal.6' }]}
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
  const t = useT();
  const tRich = useTRich();
  const localize = useLocalize();
  if (roomTypes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('No bookings in this period.')}
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
                {t(ROOM_TYPE_LABELS[type])}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                {tRich('{count, plural, one {# booking} other {# bookings}} · booked <b>{booked}</b>', {
                  count: entry.count,
                  booked: formatMoney(entry.bookedValue),
                  b: (chunks) => <b>{chunks}</b>,
                })}
                <br />
                {tRich('received <b>{received}</b>', { received: formatMoney(entry.revenue), b: (chunks) => <b>{chunks}</b> })}
              </Text>
            </Group>
            <Progress
              value={share}
              color={ROOM_TYPE_COLORS[type]}
              size="lg"
              radius="sm"
              aria-label={t('{type}: {share}% of the value booked', { type: t(ROOM_TYPE_LABELS[type]), share: Math.round(share) })}
            />
            {entry.revenue === 0 && entry.bookedValue > 0 && (
              <Text size="xs" c="dimmed" mt={2}>
                {localize(ANALYTICS_MSG.notReceivedYet)}
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
