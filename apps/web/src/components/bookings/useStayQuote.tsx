import { Alert } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Offer } from '@innkeep/api-contract';
import { trpc } from '../../lib/trpc';

interface StayRequest {
  roomId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  offer: Offer;
}

/**
 * The server's quote of a stay (nightly rates, extra persons, discount, taxes) for the guest's and the desk's
 * booking forms; `restriction` is the rate-calendar rule the stay breaks, as the server words it.
 */
export function useStayQuote(request: StayRequest, enabled: boolean) {
  const quote = trpc.rooms.quote.useQuery(request, { enabled, retry: false, placeholderData: (previous) => previous });
  const restriction = quote.error?.data?.httpStatus === 400 ? quote.error.message : null;
  return { quote, price: quote.isError ? undefined : quote.data, restriction };
}

/** The restriction a stay breaks, in the orange of a warning. */
export function StayRestriction({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconCalendarEvent />} title={title} data-testid={testId}>
      {children}
    </Alert>
  );
}
