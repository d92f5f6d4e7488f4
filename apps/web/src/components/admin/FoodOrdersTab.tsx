import { Card, Divider, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconNote } from '@tabler/icons-react';
import { ADMIN_MSG, FOOD_ORDER_STATUS_COLORS, FOOD_ORDER_STATUSES, LIMITS, orderNumber, type FoodOrderStatus } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { dateTime, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PaymentStatusBadge } from '../bookings/BookingStatusBadge';
import { Pagination } from '../Pagination';
import { needsRefundChoice, useCancelWithRefund } from '../desk/CancelWithRefund';
import { failureToast, loadFailedMessage, useLoadFailure } from './feedback';
import { FOOD_ORDER_STATUS_LABELS } from './labels';
import { useListState } from './list';
import { FilterBar, TabHeader, countLabel, withAll } from './parts';
import type { AdminOrder } from './types';
import { ListState } from '../ListState';

type OrderFilters = { search: string; status: FoodOrderStatus | '' };

export default function FoodOrdersTab() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState<OrderFilters>({ search: '', status: '' });
  const orders = trpc.admin.orders.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useLoadFailure('food-orders', orders.errorUpdatedAt);
  const utils = trpc.useUtils();
  const setStatus = trpc.admin.orders.updateStatus.useMutation({
    onSuccess: () => {
      toast.success(localize(ADMIN_MSG.orderStatusUpdated));
      void utils.admin.invalidate();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.orderStatusFailed), error),
  });

  const cancel = useCancelWithRefund(() => void utils.admin.invalidate());

  const data = orders.data;
  return (
    <Stack gap="md">
      {cancel.dialog}
      <TabHeader
        title={t('Food Orders')}
        subtitle={countLabel(data?.total, (count) => t('{count, plural, one {# order} other {# orders}}', { count }))}
        onRefresh={() => void orders.refetch()}
        refreshing={orders.isFetching}
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Guest, location, dish or order number')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Status'),
            value: list.filters.status,
            data: withAll(t('All statuses'), FOOD_ORDER_STATUSES, (status) => t(FOOD_ORDER_STATUS_LABELS[status])),
            onChange: (value) => list.update({ status: value as FoodOrderStatus }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && orders.isError}
        empty={data?.orders.length === 0}
        errorTitle={loadFailedMessage('food-orders')}
        emptyTitle={t('No food orders found')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Orders appear here as guests place them.')}
        onRetry={() => void orders.refetch()}
      >
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {data?.orders.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              busy={setStatus.isPending && setStatus.variables?.id === order._id}
              onStatus={(status) => {
                // A paid order (not one charged to a room, settled with its stay) is cancelled through the refund dialog.
                if (status === 'cancelled' && !order.bookingId && needsRefundChoice(order)) {
                  cancel.ask({
                    kind: 'order',
                    _id: order._id,
                    label: t('order #{number}', { number: orderNumber(order._id) }),
                    totalAmount: order.totalAmount,
                    paymentStatus: order.paymentStatus,
                  });
                } else setStatus.mutate({ id: order._id, status });
              }}
            />
          ))}
        </SimpleGrid>
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}
    </Stack>
  );
}

function OrderCard({ order, busy, onStatus }: { order: AdminOrder; busy: boolean; onStatus: (status: FoodOrderStatus) => void }) {
  const t = useT();
  const number = orderNumber(order._id);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('Order #{number}', { number })}
      style={{ borderLeft: `4px solid var(--mantine-color-${FOOD_ORDER_STATUS_COLORS[order.status]}-6)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{t('Order #{number}', { number })}</Text>
          <Text size="sm" truncate>
            {order.customer.name}{' '}
            <Text span size="xs" c="dimmed">
              {order.customer.email}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {dateTime(order.createdAt)}
          </Text>
        </div>
        <NativeSelect
          size="xs"
          w={150}
          // The name and email give way on a phone, never the status ("Pendin"); 150 px holds German's "In Zubereitung".
          style={{ flexShrink: 0 }}
          aria-label={t('Status of order #{number}', { number })}
          data={FOOD_ORDER_STATUSES.map((value) => ({ value, label: t(FOOD_ORDER_STATUS_LABELS[value]) }))}
          value={order.status}
          disabled={busy}
          onChange={(event) => onStatus(event.currentTarget.value as FoodOrderStatus)}
        />
      </Group>
      <Divider my="sm" />
      <Stack gap={4}>
        {order.items.map((item, index) => (
          <Group key={`${item.foodId ?? item.name}-${index}`} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {item.quantity} × {item.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMoney(item.price * item.quantity)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          <Text size="sm">{order.deliveryLocation}</Text>
        </Group>
        {order.specialInstructions && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconNote size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {order.specialInstructions}
            </Text>
          </Group>
        )}
      </Stack>
      <Group justify="space-between" mt="sm">
        <PaymentStatusBadge status={order.paymentStatus} />
        <Text fw={700}>{formatMoney(order.totalAmount)}</Text>
      </Group>
    </Card>
  );
}
