import { Alert, Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBed, IconCalendarEvent, IconCash, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_MSG, FOOD_ORDER_STATUS_COLORS, orderNumber, LEDGER_MSG } from '@innkeep/api-contract';
import { BookingStatusBadge } from '../bookings/BookingStatusBadge';
import { useLocalize, useT } from '../../i18n/language';
import { formatDay, formatMoney, relativeTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PageLoader } from '../PageLoader';
import { FOOD_ORDER_STATUS_LABELS } from './labels';
import { StatCard } from './parts';
import type { AdminDashboardData } from './types';

export default function OverviewTab() {
  const t = useT();
  const localize = useLocalize();
  const dashboard = trpc.admin.dashboard.useQuery();
  const { errorUpdatedAt } = dashboard;
  useEffect(() => {
    if (errorUpdatedAt) toast.error(localize(ADMIN_MSG.dashboardLoadFailed));
  }, [errorUpdatedAt, localize]);

  if (dashboard.isLoading) return <PageLoader />;
  if (!dashboard.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={localize(ADMIN_MSG.dashboardLoadFailed)}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void dashboard.refetch()}>
          {t('Try again')}
        </Button>
      </Alert>
    );
  }
  const { stats, recentBookings, recentFoodOrders } = dashboard.data;
  return (
    <Stack gap="lg">
      {stats.pendingStaff > 0 && (
        <Alert color="yellow" variant="light" icon={<IconUserCheck size={18} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('{count, plural, one {# staff account is waiting for approval.} other {# staff accounts are waiting for approval.}}', {
                count: stats.pendingStaff,
              })}
            </Text>
            <Anchor component={Link} to="/admin/dashboard?tab=users" size="sm" fw={600} c="inherit">
              {t('Review in Users')}
            </Anchor>
          </Group>
        </Alert>
      )}
      <Stats stats={stats} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentList title={t('Recent Bookings')} tab="bookings" empty={t('No bookings yet.')}>
            {recentBookings.map((booking) => (
              <Row
                key={booking._id}
                main={booking.customer.name}
                sub={t('{room} · room {number} · {from} – {to}', {
                  room: booking.room.name,
                  number: booking.room.roomNumber,
                  from: formatDay(booking.checkIn),
                  to: formatDay(booking.checkOut),
                })}
                amount={booking.totalAmount}
                badge={<BookingStatusBadge status={booking.status} />}
              />
            ))}
          </RecentList>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentList title={t('Recent Food Orders')} tab="food-orders" empty={t('No food orders yet.')}>
            {recentFoodOrders.map((order) => (
              <Row
                key={order._id}
                main={`#${orderNumber(order._id)} · ${order.customer.name}`}
                sub={`${order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')} · ${relativeTime(order.createdAt)}`}
                amount={order.totalAmount}
                badge={
                  <Badge color={FOOD_ORDER_STATUS_COLORS[order.status]} variant="light">
                    {t(FOOD_ORDER_STATUS_LABELS[order.status])}
                  </Badge>
                }
              />
            ))}
          </RecentList>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Stats({ stats }: { stats: AdminDashboardData['stats'] }) {
  const t = useT();
  const localize = useLocalize();
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard
          label={t('Total Bookings')}
          value={stats.totalBookings}
          detail={t('{count} active', { count: stats.activeBookings })}
          icon={IconCalendarEvent}
          color="blue"
        />
        <StatCard
          label={t('Total Users')}
          value={stats.totalCustomers + stats.totalStaff}
          detail={t('{customers} customers · {staff} staff', { customers: stats.totalCustomers, staff: stats.totalStaff })}
          icon={IconUsers}
          color="teal"
        />
        <StatCard
          label={t('Total Revenue')}
          value={formatMoney(stats.totalEarnings)}
          detail={t('Rooms {rooms} · Food {food}', {
            rooms: formatMoney(stats.totalBookingRevenue),
            food: formatMoney(stats.totalFoodRevenue),
          })}
          icon={IconCash}
          color="green"
        />
        <StatCard
          label={t('Occupancy Rate')}
          value={t('{rate, number}%', { rate: stats.occupancyRate })}
          detail={t('{available} of {total} rooms available', { available: stats.availableRooms, total: stats.totalRooms })}
          icon={IconBed}
          color="grape"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">{`${t('Total revenue is all time.')} ${localize(LEDGER_MSG.revenueHelp)}`}</Text>
    </Stack>
  );
}

function RecentList({ title, tab, empty, children }: { title: string; tab: string; empty: string; children: ReactNode[] }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={`/admin/dashboard?tab=${tab}`} size="sm">
          {t('View all')}
        </Anchor>
      </Group>
      {children.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap={0}>{children}</Stack>
      )}
    </Card>
  );
}

function Row({ main, sub, amount, badge }: { main: string; sub: string; amount: number; badge: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={8} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {main}
        </Text>
        {/* Two lines: on a phone one cut the dates, the part of a booking that matters here. */}
        <Text size="xs" c="dimmed" lineClamp={2}>
          {sub}
        </Text>
      </div>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={700} size="sm">
          {formatMoney(amount)}
        </Text>
        {badge}
      </Stack>
    </Group>
  );
}
