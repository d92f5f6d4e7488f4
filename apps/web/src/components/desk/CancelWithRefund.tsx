import { IconX } from '@tabler/icons-react';
import { StatusButton } from './StatusButton';

/** Placeholder: cancels with the existing status change; the ledger's version asks for the refund. */
export function CancelWithRefund({ booking, onDone }: { booking: { _id: string }; onDone?: () => void }) {
  return (
    <StatusButton bookingId={booking._id} status="cancelled" color="red" variant="light" icon={<IconX size={16} />} onDone={onDone}>
      Cancel booking
    </StatusButton>
  );
}
