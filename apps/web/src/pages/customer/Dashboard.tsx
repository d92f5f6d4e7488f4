import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBed,
  IconBuildingCommunity,
  IconCircleCheck,
  IconPlus,
  IconShoppingCart,
  IconToolsKitchen2,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { FOOD_ORDER_STATUS_COLORS, m, orderNumber } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useT } from '../../i18n/language';
import { PageLoader } from '../../components/PageLoader';
import { BookingItem } from '../../components/bookings/BookingItem';
import { useStatusCase } from '../../components/bookings/BookingStatusBadge';
import type { CustomerDashboard } from '../../components/bookings/types';
import { formatMoney, shortDate } from '../../lib/format';
import { useHighlight } from '../../lib/highlight';
import { trpc } from '../../lib/trpc';
import { cart, useCart } from '../../state/cart';

// Spec §8: a failed load is only logged; the page then shows empty data.
const EMPTY: CustomerDashboard = {
  recentBookings: [],
  recentFoodOrders: [],
  totalSpent: 0,
  totalBookingSpent: 0,
  totalFoodSpent: 0,
  currentRoom: null,
};

/** A text field of the state handed over by the page that sent the guest here (booking, checkout). */
function useArrivalState(key: 'message' | 'highlight'): string | null {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && key in state && typeof (state as Record<string, unknown>)[key] === 'string'
    ? ((state as Record<string, string>)[key] ?? null)
    : null;
}

/** The message (e.g. checkout's payment confirmation), until the guest closes it. */
function useArrivalMessage(): [string | null, () => void] {
  const message = useArrivalState('message');
  const [dismissed, setDismissed] = useState<string | null>(null);
  return [message !== dismissed ? message : null, () => setDismissed(message)];
}

// How an order's state reads: in English the API's own word (capitalized by the badge).
const ORDER_STATUS = m('{status, select, pending {pending} preparing {preparing} ready {ready} delivered {delivered} other {cancelled}}');

export default function CustomerDashboardPage() {
  const t = useT();
  const { user } = useAuth();
  const dashboard = trpc.customer.dashboard.useQuery();
  const [arrivalMessage, dismissArrival] = useArrivalMessage();
  // The booking or order just made: brought into view once the list holds it.
  const arrival = useArrivalState('highlight');
  const listed =
    !!arrival && !!dashboard.data && [...dashboard.data.recentBookings, ...dashboard.data.recentFoodOrders].some((x) => x._id === arrival);
  useHighlight(listed ? arrival : null);
  useEffect(() => {
    if (dashboard.error) console.error('Failed to load the customer dashboard', dashboard.error);
  }, [dashboard.error]);

  if (dashboard.isLoading) return <PageLoader />;
  const data = dashboard.data ?? EMPTY;

  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('Welcome back, {name}!', { name: user?.name ?? '' })}</Title>
        <Text c="dimmed">{t('Your stays, food orders and spending at a glance.')}</Text>
      </Stack>
      {arrivalMessage && (
        <Alert color="green" variant="light" icon={<IconCircleCheck />} withCloseButton onClose={dismissArrival} mb="lg">
          {arrivalMessage}
        </Alert>
      )}

      <StatCards data={data} />

      <Grid gap="lg" mt="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <RecentBookings bookings={data.recentBookings} />
            <RecentFoodOrders orders={data.recentFoodOrders} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <QuickActions />
            <SpendingOverview data={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function StatCard({
  icon: Icon,
  color,
  label,
  value,
  detail,
}: {
  icon: TablerIcon;
  color: string;
  label: string;
  value: string;
  detail: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="sm">
        <Icon size={24} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700} lh={1.3}>
          {value}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          {detail}
        </Text>
      </div>
    </Group>
  );
}

function StatCards({ data }: { data: CustomerDashboard }) {
  const t = useT();
  const { count, total } = useCart();
  const upcoming = data.recentBookings.filter((b) => b.status === 'pending' || b.status === 'confirmed').length;
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="lg" p="md">
        <StatCard
          icon={IconWallet}
          color="green"
          label={t('Total Spent')}
          value={formatMoney(data.totalSpent)}
          detail={t('Rooms {rooms} · Food {food}', { rooms: formatMoney(data.totalBookingSpent), food: formatMoney(data.totalFoodSpent) })}
        />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <StatCard
          icon={IconBed}
          color="blue"
          label={t('Recent Bookings')}
          value={String(data.recentBookings.length)}
          detail={t('{count} upcoming', { count: upcoming })}
        />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <StatCard
          icon={IconToolsKitchen2}
          color="orange"
          label={t('Food Orders')}
          value={String(data.recentFoodOrders.length)}
          detail={t('{count} in progress', {
            count: data.recentFoodOrders.filter((o) => o.status !== 'delivered' && o.status !== 'cancelled').length,
          })}
        />
      </Paper>
      <UnstyledButton onClick={cart.openPanel} w="100%" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
        <Paper withBorder radius="lg" p="md" h="100%">
          <StatCard
            icon={IconShoppingCart}
            color="grape"
            label={t('Cart')}
            value={t('{count, plural, one {# item} other {# items}}', { count })}
            detail={t('{total} · Open cart', { total: formatMoney(total) })}
          />
        </Paper>
      </UnstyledButton>
    </SimpleGrid>
  );
}

function SectionCard({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function RecentBookings({ bookings }: { bookings: CustomerDashboard['recentBookings'] }) {
  const t = useT();
  return (
    <SectionCard
      title={t('Recent Bookings')}
      action={
        <Button component={Link} to="/rooms" size="xs" variant="light" leftSection={<IconPlus size={14} />}>
          {t('Book New Room')}
        </Button>
      }
    >
      {bookings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('No bookings yet. Find a room for your next stay.')}
        </Text>
      ) : (
        <Stack gap="sm">
          {bookings.map((booking) => (
            <BookingItem key={booking._id} booking={booking} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function RecentFoodOrders({ orders }: { orders: CustomerDashboard['recentFoodOrders'] }) {
  const t = useT();
  const statusCase = useStatusCase();
  return (
    <SectionCard
      title={t('Recent Food Orders')}
      action={
        <Button component={Link} to="/food-menu" size="xs" variant="light" leftSection={<IconToolsKitchen2 size={14} />}>
          {t('Order Food')}
        </Button>
      }
    >
      {orders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('No food orders yet. Our kitchen delivers to your room.')}
        </Text>
      ) : (
        <Stack gap="sm">
          {orders.map((order) => {
            const items = order.items.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <Paper
                key={order._id}
                withBorder
                radius="md"
                p="md"
                component="article"
                aria-label={t('Order #{number}', { number: orderNumber(order._id) })}
                data-item-id={order._id}
              >
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{t('Order #{number}', { number: orderNumber(order._id) })}</Text>
                  <Badge color={FOOD_ORDER_STATUS_COLORS[order.status]} variant="light" tt={statusCase}>
                    {t(ORDER_STATUS, { status: order.status })}
                  </Badge>
                </Group>
                <Group justify="space-between" gap="xs" mt={4}>
                  <Text size="sm" c="dimmed">
                    {t('{count, plural, one {# item} other {# items}}', { count: items })} · {order.deliveryLocation} ·{' '}
                    {shortDate(order.createdAt)}
                  </Text>
                  <Text fw={600}>{formatMoney(order.totalAmount)}</Text>
                </Group>
                {/* Orders paid on their own have an invoice; one charged to a room is on the stay's. */}
                {!order.bookingId && order.paymentStatus !== 'pending' && (
                  <Anchor component={Link} to={`/invoices/order/${order._id}`} size="sm">
                    {t('View invoice')}
                  </Anchor>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}

function QuickActions() {
  const t = useT();
  const actions = [
    { label: t('Browse Rooms'), icon: IconBed, color: 'blue', to: '/rooms' },
    { label: t('Food Menu'), icon: IconToolsKitchen2, color: 'orange', to: '/food-menu' },
    { label: t('View Cart'), icon: IconShoppingCart, color: 'grape', onClick: cart.openPanel },
    { label: t('Facilities'), icon: IconBuildingCommunity, color: 'teal', to: '/facilities' },
  ] as const;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('Quick Actions')}>
      <Title order={2} size="h4" mb="md">
        {t('Quick Actions')}
      </Title>
      <Stack gap="xs">
        {actions.map(({ label, icon: Icon, color, ...target }) => {
          const shared = {
            variant: 'default' as const,
            justify: 'space-between' as const,
            fullWidth: true,
            leftSection: (
              <ThemeIcon size="sm" variant="light" color={color}>
                <Icon size={14} />
              </ThemeIcon>
            ),
            rightSection: <IconArrowRight size={14} />,
          };
          return 'to' in target ? (
            <Button key={label} component={Link} to={target.to} {...shared}>
              {label}
            </Button>
          ) : (
            <Button key={label} onClick={target.onClick} {...shared}>
              {label}
            </Button>
          );
        })}
      </Stack>
    </Card>
  );
}

function SpendingOverview({ data }: { data: CustomerDashboard }) {
  const t = useT();
  const share = (amount: number) => (data.totalSpent > 0 ? Math.round((amount / data.totalSpent) * 100) : 0);
  const rows = [
    { label: t('Rooms'), amount: data.totalBookingSpent, color: 'blue' },
    { label: t('Food'), amount: data.totalFoodSpent, color: 'orange' },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('Spending Overview')}>
      <Title order={2} size="h4" mb="md">
        {t('Spending Overview')}
      </Title>
      <Stack gap="md">
        {rows.map((row) => (
          <div key={row.label}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={500}>
                {row.label}
              </Text>
              <Text size="sm" c="dimmed">
                {formatMoney(row.amount)} · {share(row.amount)}%
              </Text>
            </Group>
            <Progress
              value={share(row.amount)}
              color={row.color}
              size="lg"
              radius="xl"
              aria-label={t('{label}: {share}% of spending', { label: row.label, share: share(row.amount) })}
            />
          </div>
        ))}
        <Group justify="space-between" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text fw={700}>{t('Total')}</Text>
          <Text fw={700}>{formatMoney(data.totalSpent)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('Counts every booking and food order you owe or have paid for; cancelled ones are left out.')}
        </Text>
      </Stack>
    </Card>
  );
}
