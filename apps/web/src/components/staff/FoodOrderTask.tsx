import { ActionIcon, Badge, Group, Menu, Text } from '@mantine/core';
import {
  IconBed,
  IconCalendarTime,
  IconCash,
  IconChefHat,
  IconClock,
  IconCreditCard,
  IconDots,
  IconMapPin,
  IconPaperBag,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import {
  ACCEPT_CASH_ON_DELIVERY,
  localize,
  currentLanguage,
  m,
  CARD_ON_DELIVERY_ACCEPTED,
  CASH_ON_DELIVERY_ACCEPTED,
  FOOD_MSG,
  FOOD_ORDER_ACTIONS,
  FOOD_ORDER_STATUS_COLORS,
  FOOD_ORDER_STEPS,
  PAYMENT_STATUS_COLORS,
  STAFF_MSG,
  orderNumber,
  type FoodOrderStatus,
} from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { dateTime, formatMoney } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { advanceAction, type TaskAction } from './actions';
import { ORDER_STATUS_WORDS, failureMessage, itemsSummary, orderAge } from './board';
import { TaskCard } from './TaskCard';
import type { AssignedFoodOrder } from './types';

const ACTION_ICONS: Partial<Record<FoodOrderStatus, typeof IconChefHat>> = {
  pending: IconChefHat,
  preparing: IconPaperBag,
  ready: IconTruckDelivery,
};

/** A food order on the board: number, items, where it goes, how long it has waited, the next step. */
export function FoodOrderTask({ order, now, reload }: { order: AssignedFoodOrder; now: Date; reload: () => Promise<unknown> }) {
  const t = useT();
  const update = trpc.staff.updateFoodOrderStatus.useMutation();
  const Icon = ACTION_ICONS[order.status] ?? IconChefHat;
  const number = orderNumber(order._id);
  const payment = usePaymentActions(order, reload);
  // The server starts only an order that will be paid for; until then the card offers to take cash at the door.
  const unsettled = order.paymentStatus === 'pending' && !order.bookingId && !order.payOnDelivery;
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
  const action = unsettled && order.status === 'pending' ? payment.cash : advance;

  return (
    <TaskCard
      label={t('Order #{number}', { number })}
      title={t('Order #{number}', { number })}
      badges={
        <>
          <Badge color={PAYMENT_STATUS_COLORS[order.paymentStatus]} variant="outline" size="sm">
            {t(paymentLabel(order))}
          </Badge>
          <Badge color={FOOD_ORDER_STATUS_COLORS[order.status]} variant="light" tt="capitalize">
            {t(ORDER_STATUS_WORDS[order.status])}
          </Badge>
        </>
      }
      accent={order.status === 'ready' ? 'teal' : undefined}
      action={action}
      more={<OrderMenu order={order} number={number} payment={payment} />}
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
        {order.deliverAt && (
          <Group gap={4} wrap="nowrap" c="var(--mantine-color-text)">
            <IconCalendarTime size={14} aria-hidden />
            <Text size="sm" fw={600} component="time" dateTime={order.deliverAt}>
              {t('For {time}', { time: dateTime(order.deliverAt) })}
            </Text>
          </Group>
        )}
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

/** The order's payment in a word or two: a source text, translated where shown. */
function paymentLabel(order: AssignedFoodOrder): string {
  if (order.paymentStatus === 'paid') return m('Paid');
  if (order.bookingId) return m('Charged to room');
  if (order.payOnDelivery) return order.payOnDelivery === 'cash' ? m('Cash on delivery') : m('Card on delivery');
  return m('Unpaid');
}

type PaymentActions = ReturnType<typeof usePaymentActions>;

/** What staff can do about an order's payment: take cash or card at the door, charge the room, call it off. */
function usePaymentActions(order: AssignedFoodOrder, reload: () => Promise<unknown>) {
  const payOnDelivery = trpc.staff.acceptPayOnDelivery.useMutation();
  const charge = trpc.staff.chargeOrderToRoom.useMutation();
  const cancel = trpc.staff.updateFoodOrderStatus.useMutation();
  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(localize(currentLanguage(), success));
    } catch (error) {
      toast.error(failureMessage(error, localize(currentLanguage(), STAFF_MSG.orderUpdateFailed)));
    } finally {
      await reload();
    }
  };
  const atDoor = (method: 'cash' | 'card') => () =>
    void run(
      () => payOnDelivery.mutateAsync({ id: order._id, method }),
      method === 'cash' ? CASH_ON_DELIVERY_ACCEPTED : CARD_ON_DELIVERY_ACCEPTED,
    );
  const cash: TaskAction = {
    label: ACCEPT_CASH_ON_DELIVERY,
    icon: <IconCash size={16} />,
    loading: payOnDelivery.isPending,
    onClick: atDoor('cash'),
  };
  return {
    cash,
    card: atDoor('card'),
    chargeToRoom: () => void run(() => charge.mutateAsync({ id: order._id }), FOOD_MSG.chargedToRoomByStaff),
    cancel: () => void run(() => cancel.mutateAsync({ id: order._id, status: 'cancelled' }), STAFF_MSG.orderUpdated('cancelled')),
    busy: payOnDelivery.isPending || charge.isPending || cancel.isPending,
  };
}

/** The card's other payment choices; only those the server would accept now are offered. */
function OrderMenu({ order, number, payment }: { order: AssignedFoodOrder; number: string; payment: PaymentActions }) {
  const t = useT();
  const owing = order.paymentStatus === 'pending' && !order.bookingId;
  if (!owing) return null;
  const notStarted = order.status === 'pending';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t('Payment options for order #{number}', { number })} loading={payment.busy}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Collect payment')}</Menu.Label>
        {order.payOnDelivery !== 'cash' && (
          <Menu.Item leftSection={<IconCash size={16} />} onClick={payment.cash.onClick}>
            {t('Cash on delivery')}
          </Menu.Item>
        )}
        {order.payOnDelivery !== 'card' && (
          <Menu.Item leftSection={<IconCreditCard size={16} />} onClick={payment.card}>
            {t('Card on delivery')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconBed size={16} />} onClick={payment.chargeToRoom}>
          {t('Charge to room')}
        </Menu.Item>
        {notStarted && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconX size={16} />} onClick={payment.cancel}>
              {t('Cancel order')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
