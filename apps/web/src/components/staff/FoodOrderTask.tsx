import { Badge, Group, Text } from '@mantine/core';
import { IconChefHat, IconClock, IconMapPin, IconPaperBag, IconTruckDelivery } from '@tabler/icons-react';
import {
  FOOD_ORDER_ACTIONS,
  FOOD_ORDER_STATUS_COLORS,
  FOOD_ORDER_STEPS,
  PAYMENT_STATUS_COLORS,
  STAFF_MSG,
  orderNumber,
  type FoodOrderStatus,
} from '@innkeep/api-contract';
import { formatMoney } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { advanceAction } from './actions';
import { itemsSummary, orderAge } from './board';
import { TaskCard } from './TaskCard';
import type { AssignedFoodOrder } from './types';

const ACTION_ICONS: Partial<Record<FoodOrderStatus, typeof IconChefHat>> = {
  pending: IconChefHat,
  preparing: IconPaperBag,
  ready: IconTruckDelivery,
};

/** A food order on the board: number, items, where it goes, how long it has waited, the next step. */
export function FoodOrderTask({ order, now, reload }: { order: AssignedFoodOrder; now: Date; reload: () => Promise<unknown> }) {
  const update = trpc.staff.updateFoodOrderStatus.useMutation();
  const Icon = ACTION_ICONS[order.status] ?? IconChefHat;
  const number = orderNumber(order._id);
  const action = advanceAction({
    steps: FOOD_ORDER_STEPS,
    item: order,
    mutation: update,
    label: FOOD_ORDER_ACTIONS[order.status],
    icon: <Icon size={16} />,
    success: STAFF_MSG.orderUpdated,
    failure: STAFF_MSG.orderUpdateFailed,
    reload,
  });

  return (
    <TaskCard
      label={`Order #${number}`}
      title={`Order #${number}`}
      badges={
        <>
          <Badge color={PAYMENT_STATUS_COLORS[order.paymentStatus]} variant="outline" size="sm">
            {order.paymentStatus === 'paid' ? 'Paid' : 'Unpaid'}
          </Badge>
          <Badge color={FOOD_ORDER_STATUS_COLORS[order.status]} variant="light" tt="capitalize">
            {order.status}
          </Badge>
        </>
      }
      accent={order.status === 'ready' ? 'teal' : undefined}
      action={action}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {itemsSummary(order.items)}
      </Text>
      <Group gap="md" mt={4} c="dimmed" style={{ rowGap: 2 }}>
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {order.deliveryLocation}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconClock size={14} aria-hidden />
          <Text size="sm" component="time" dateTime={order.createdAt}>
            {orderAge(order.createdAt, now)}
          </Text>
        </Group>
        <Text size="sm">
          {order.customer.name} · {formatMoney(order.totalAmount)}
        </Text>
      </Group>
      {order.specialInstructions && (
        <Text size="sm" fs="italic" c="dimmed" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          “{order.specialInstructions}”
        </Text>
      )}
    </TaskCard>
  );
}
