import { Title } from '@mantine/core';

/** Placeholder: the ledger's folio (charges, payments, refunds, balance) replaces it. */
export function BookingFolio(_props: { bookingId: string }) {
  return <Title order={4}>Folio</Title>;
}
