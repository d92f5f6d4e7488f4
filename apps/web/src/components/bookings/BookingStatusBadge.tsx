import { Badge } from '@mantine/core';
import { BOOKING_STATUS_COLORS, m, PAYMENT_STATUS_COLORS, type BookingStatus, type PaymentStatus } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

// How the statuses read: in English the API's own words (capitalized by the badge), translated elsewhere.
const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: m('pending'),
  confirmed: m('confirmed'),
  'checked-in': m('checked-in'),
  'checked-out': m('checked-out'),
  cancelled: m('cancelled'),
  'no-show': m('no-show'),
};

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: m('Payment pending'),
  'partially-paid': m('partially-paid'),
  paid: m('paid'),
  refunded: m('refunded'),
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  return (
    <Badge color={BOOKING_STATUS_COLORS[status]} variant="light" tt="capitalize">
      {t(BOOKING_STATUS_LABELS[status])}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="outline" tt="capitalize">
      {t(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
