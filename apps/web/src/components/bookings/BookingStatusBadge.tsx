import { Badge } from '@mantine/core';
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_WORDS,
  m,
  PAYMENT_STATUS_COLORS,
  type BookingStatus,
  type PaymentStatus,
} from '@innkeep/api-contract';
import { useLanguage, useT } from '../../i18n/language';

// How the statuses read: in English the API's own words (capitalized by the badge), translated elsewhere.
const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: m('Payment pending'),
  'partially-paid': m('partially-paid'),
  paid: m('paid'),
  refunded: m('refunded'),
};

/** English statuses are the API's lowercase words, capitalized on screen; translations are written capitalized. */
export function useStatusCase(): 'capitalize' | undefined {
  return useLanguage().language === 'en' ? 'capitalize' : undefined;
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  const tt = useStatusCase();
  return (
    <Badge color={BOOKING_STATUS_COLORS[status]} variant="light" tt={tt}>
      {t(BOOKING_STATUS_WORDS[status])}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  const tt = useStatusCase();
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="outline" tt={tt}>
      {t(PAYMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
