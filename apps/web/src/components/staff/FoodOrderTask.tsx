import { Badge, Group, Text } from '@mantine/core';
import { IconCash, IconChefHat, IconClock, IconMapPin, IconPaperBag, IconTruckDelivery } from '@tabler/icons-react';
import {
  ACCEPT_CASH_ON_DELIVERY,
  CASH_ON_DELIVERY_ACCEPTED,
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
import { toast } from '../../lib/toast';
import { advanceAction, type TaskAction } from './actions';
import { failureMessage, itemsSummary, orderAge } from './board';
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
  const payOnDelivery = trpc.staff.acceptPayOnDelivery.useMutation();
  const Icon = ACTION_ICONS[order.status] ?? IconChefHat;
  const number = orderNumber(order._id);
  // The server starts only an order that will be paid for; until then the card offers to take cash at the door.
  const unsettled = order.paymentStatus === 'pending' && !order.bookingId && !order.payOnDelivery;
  const acceptCash = async () => {
    try {
      await payOnDelivery.mutateAsync({ id: order._id, method: 'cash' });
      toast.success(CASH_ON_DELIVERY_ACCEPTED);
    } catch (error) {
      toast.error(failureMessage(error, STAFF_MSG.orderUpdateFailed));
    } finally {
      await reload();
    }
  };
  const cashAction: TaskAction = {
    label: ACCEPT_CASH_ON_DELIVERY,
    icon: <IconCash size={16} />,
    loading: payOnDelivery.isPending,
    onClick: () => void acceptCash(),
  };
  const advance = advanceAction({
    steps: FOOD_ORDER_STEPS,
    item: order,
    mutation: update,
    label: FOOD_ORDER_ACTIONS[order.status],
    icon: <Icon size={16} />,
    success: STAFF_MSG.orderUpdated,
    failure: STAFF_MSG.orderUpdateFailed,
    reload,
  });
  const action = unsettled && order.status === 'pending' ? cashAction : advance;

  return (
    <TaskCard
      label={`Order #${number}`}
      title={`Order #${number}`}
      badges={
        <>
          <Badge color={PAYMENT_STATUS_COLORS[order.paymentStatus]} variant="outline" size="sm">
            {paymentLabel(order)}
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

function paymentLabel(order: AssignedFoodOrder): string {
  if (order.paymentStatus === 'paid') return 'Paid';
  if (order.bookingId) return 'Charged to room';
  if (order.payOnDelivery) return `${order.payOnDelivery === 'cash' ? 'Cash' : 'Card'} on delivery`;
  return 'Unpaid';
}
