import { Badge } from '@mantine/core';
import { BOOKING_STATUS_COLORS, PAYMENT_STATUS_COLORS, type BookingStatus, type PaymentStatus } from '@innkeep/api-contract';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={BOOKING_STATUS_COLORS[status]} variant="light" tt="capitalize">
      {status}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="outline" tt="capitalize">
      {status === 'pending' ? 'Payment pending' : status}
    </Badge>
  );
}
