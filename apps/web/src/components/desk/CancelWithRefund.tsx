import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LEDGER_MSG, REFUND_CHOICES, m, t, type PaymentStatus, type RefundChoice } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useLocalize, useT } from '../../i18n/language';
import { currencySymbol, formatMoney } from '../../lib/format';
import { errorMessage, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useBookingStatus } from './useBookingStatus';

export interface CancelTarget {
  kind: 'booking' | 'order';
  _id: string;
  /** What the dialog names: "the booking of Ada Lovelace, room 101". */
  label: string;
  totalAmount: number;
  paymentStatus: PaymentStatus;
}

/** What the refund dialog needs of a booking, wherever it is cancelled from (bookings tab, desk drawer). */
export function bookingCancelTarget(booking: {
  _id: string;
  customer: { name: string };
  room: { roomNumber: string };
  totalAmount: number;
  paymentStatus: PaymentStatus;
}): CancelTarget {
  return {
    kind: 'booking',
    _id: booking._id,
    label: t('the booking of {guest}, room {number}', { guest: booking.customer.name, number: booking.room.roomNumber }),
    totalAmount: booking.totalAmount,
    paymentStatus: booking.paymentStatus,
  };
}

/** Items with money received: cancelling them asks what is refunded. */
export const needsRefundChoice = (item: { paymentStatus: PaymentStatus }) =>
  item.paymentStatus === 'paid' || item.paymentStatus === 'partially-paid';

const CHOICE_LABELS: Record<RefundChoice, string> = { full: m('Full refund'), partial: m('Partial'), none: m('No refund') };

/**
 * Cancels a paid booking or order, asking for the refund (full, partial with an amount, or none)
 * and its reason; the server writes the refund in the same change. Admins use their status calls;
 * staff cancel a booking as a desk action and an order through theirs (the server applies each role's rules).
 */
export function CancelWithRefund({ item, onDone }: { item: CancelTarget | null; onDone: (cancelled: boolean) => void }) {
  const t = useT();
  const localize = useLocalize();
  const { user } = useAuth();
  const admin = user?.role === 'admin';
  const booking = useBookingStatus();
  const orderAsAdmin = trpc.admin.orders.updateStatus.useMutation();
  const orderAsStaff = trpc.staff.updateFoodOrderStatus.useMutation();
  const [choice, setChoice] = useState<RefundChoice>('full');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = booking.isPending || [orderAsAdmin, orderAsStaff].some((m) => m.isPending);

  const close = (cancelled: boolean) => {
    setChoice('full');
    setAmount('');
    setReason('');
    setProblem(null);
    onDone(cancelled);
  };

  const submit = async () => {
    if (!item) return;
    if (!reason.trim()) return setProblem(localize(LEDGER_MSG.reasonRequired));
    if (choice === 'partial' && (amount === '' || Number(amount) <= 0)) return setProblem(localize(LEDGER_MSG.refundAmountRequired));
    const refund = { choice, reason, ...(choice === 'partial' ? { amount: Number(amount) } : {}) };
    try {
      if (item.kind === 'booking') await booking.set(item._id, 'cancelled', refund);
      else await (admin ? orderAsAdmin : orderAsStaff).mutateAsync({ id: item._id, status: 'cancelled', refund });
      toast.success(choice === 'none' ? t('Cancelled, nothing refunded') : t('Cancelled and refund recorded'));
      close(true);
    } catch (error) {
      setProblem(errorMessage(error, t('Could not cancel')));
    }
  };

  return (
    <Modal opened={item !== null} onClose={() => close(false)} title={t('Cancel and refund')} centered>
      {item && (
        <Stack gap="sm">
          <Text size="sm">
            {t('Cancel {item}? Money was received for it ({amount} charged, {status}). Choose what goes back to the guest.', {
              item: item.label,
              amount: formatMoney(item.totalAmount),
              status: localize(item.paymentStatus),
            })}
          </Text>
          <SegmentedControl
            aria-label={t('Refund')}
            value={choice}
            onChange={(value) => setChoice(value)}
            data={REFUND_CHOICES.map((value) => ({ value, label: t(CHOICE_LABELS[value]) }))}
          />
          {choice === 'partial' && (
            <NumberInput
              label={t('Amount to refund')}
              prefix={currencySymbol()}
              min={0.01}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              required
            />
          )}
          <Textarea
            label={t('Reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            required
            autosize
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close(false)}>
              {t('Keep it')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void submit()}>
              {t('Cancel and record')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The refund dialog wherever a paid booking or order is cancelled (bookings tab, food orders tab,
 * desk drawer): `ask(target)` opens it, `dialog` is placed in the page, `onCancelled` refreshes what shows it.
 */
export function useCancelWithRefund(onCancelled: () => void) {
  const [item, setItem] = useState<CancelTarget | null>(null);
  const dialog = (
    <CancelWithRefund
      item={item}
      onDone={(cancelled) => {
        setItem(null);
        if (cancelled) onCancelled();
      }}
    />
  );
  return { ask: setItem, dialog };
}
