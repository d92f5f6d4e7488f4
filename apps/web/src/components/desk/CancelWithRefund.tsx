import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LEDGER_MSG, REFUND_CHOICES, type PaymentStatus, type RefundChoice } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
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
    label: `the booking of ${booking.customer.name}, room ${booking.room.roomNumber}`,
    totalAmount: booking.totalAmount,
    paymentStatus: booking.paymentStatus,
  };
}

/** Items with money received: cancelling them asks what is refunded. */
export const needsRefundChoice = (item: { paymentStatus: PaymentStatus }) =>
  item.paymentStatus === 'paid' || item.paymentStatus === 'partially-paid';

const CHOICE_LABELS: Record<RefundChoice, string> = { full: 'Full refund', partial: 'Partial', none: 'No refund' };

/**
 * Cancels a paid booking or order, asking for the refund (full, partial with an amount, or none)
 * and its reason; the server writes the refund in the same change. Admins use their status calls;
 * staff cancel a booking as a desk action and an order through theirs (the server applies each role's rules).
 */
export function CancelWithRefund({ item, onDone }: { item: CancelTarget | null; onDone: (cancelled: boolean) => void }) {
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
    if (!reason.trim()) return setProblem(LEDGER_MSG.reasonRequired);
    if (choice === 'partial' && (amount === '' || Number(amount) <= 0)) return setProblem(LEDGER_MSG.refundAmountRequired);
    const refund = { choice, reason, ...(choice === 'partial' ? { amount: Number(amount) } : {}) };
    try {
      if (item.kind === 'booking') await booking.set(item._id, 'cancelled', refund);
      else await (admin ? orderAsAdmin : orderAsStaff).mutateAsync({ id: item._id, status: 'cancelled', refund });
      toast.success(choice === 'none' ? 'Cancelled, nothing refunded' : `Cancelled and ${LEDGER_MSG.refundRecorded.toLowerCase()}`);
      close(true);
    } catch (error) {
      setProblem(errorMessage(error, 'Could not cancel'));
    }
  };

  return (
    <Modal opened={item !== null} onClose={() => close(false)} title="Cancel and refund" centered>
      {item && (
        <Stack gap="sm">
          <Text size="sm">
            {`Cancel ${item.label}? Money was received for it (${formatMoney(item.totalAmount)} charged, ${item.paymentStatus}). Choose what goes back to the guest.`}
          </Text>
          <SegmentedControl
            aria-label="Refund"
            value={choice}
            onChange={(value) => setChoice(value)}
            data={REFUND_CHOICES.map((value) => ({ value, label: CHOICE_LABELS[value] }))}
          />
          {choice === 'partial' && (
            <NumberInput
              label="Amount to refund"
              prefix={currencySymbol()}
              min={0.01}
              decimalScale={2}
              value={amount}
              onChange={setAmount}
              required
            />
          )}
          <Textarea
            label="Reason"
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
              Keep it
            </Button>
            <Button color="red" loading={busy} onClick={() => void submit()}>
              Cancel and record
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
