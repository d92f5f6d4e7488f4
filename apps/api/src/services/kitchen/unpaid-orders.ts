import { and, eq, isNull, lt } from 'drizzle-orm';
import { orderNumber, t } from '@innkeep/api-contract';
import { foodOrders } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { repeat, type Job } from '../../engine/jobs';
import { recordAudit } from '../operations/audit';
import { getHotelInfo } from '../operations/settings';
import { publishBoardChange } from '../messages/board';
import { createNotification, inLanguageOf, publishNotifications, type StoredNotification } from '../messages/notifications';

/*
 * Unpaid room-service orders whose QR link has expired are cancelled after a grace period, so
 * nothing waits on the board that nobody will pay for. A timer sweeps the database, so the work
 * survives restarts (the rows are the queue) and never runs on a request's path.
 */

const SWEEP_INTERVAL_MS = 60_000;

/** Cancels every unpaid QR order whose link expired more than the grace period (Settings) ago; returns their ids. */
export function cancelExpiredUnpaidOrders(deps: AppDeps): string[] {
  const at = deps.now();
  const stamp = at.toISOString();
  const { ids, notices } = deps.db.transaction(
    (tx) => {
      const cutoff = new Date(at.getTime() - getHotelInfo(tx).unpaidOrderCancelMinutes * 60_000).toISOString();
      // Pending orders are few and reached through food_orders_status_idx.
      const due = tx
        .select({ id: foodOrders.id, customerId: foodOrders.customerId })
        .from(foodOrders)
        .where(
          and(
            eq(foodOrders.status, 'pending'),
            eq(foodOrders.paymentStatus, 'pending'),
            isNull(foodOrders.bookingId),
            isNull(foodOrders.payOnDelivery),
            lt(foodOrders.paymentExpiresAt, cutoff),
          ),
        )
        .all();
      const stored: StoredNotification[] = [];
      for (const order of due) {
        tx.update(foodOrders).set({ status: 'cancelled', paymentToken: null, updatedAt: stamp }).where(eq(foodOrders.id, order.id)).run();
        recordAudit(tx, null, 'food-order.status', 'food_order', order.id, { from: 'pending', to: 'cancelled', reason: 'unpaid' }, at);
        const notice = {
          recipientId: order.customerId,
          type: 'order' as const,
          ...inLanguageOf(tx, order.customerId, () => ({
            title: t('Order cancelled'),
            message: t('Order #{order} was cancelled because it was not paid in time. You can order again from the menu.', {
              order: orderNumber(order.id),
            }),
          })),
          subject: { type: 'order' as const, id: order.id },
        };
        stored.push(createNotification(tx, notice, at));
      }
      return { ids: due.map((o) => o.id), notices: stored };
    },
    { behavior: 'immediate' },
  );
  publishNotifications(deps, notices);
  for (const id of ids) publishBoardChange(deps, { entity: 'foodOrder', id, status: 'cancelled' });
  return ids;
}

export function startUnpaidOrderSweep(deps: AppDeps, onError: (error: unknown) => void): Job {
  return repeat(SWEEP_INTERVAL_MS, () => cancelExpiredUnpaidOrders(deps), onError);
}
