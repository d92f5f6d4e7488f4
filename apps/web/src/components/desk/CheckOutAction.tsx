import { IconLogout2 } from '@tabler/icons-react';
import { StatusButton } from './StatusButton';

/** Placeholder: checks the guest out with the existing status change; the ledger's version settles the balance first. */
export function CheckOutAction({ booking, onDone }: { booking: { _id: string }; onDone?: () => void }) {
  return (
    <StatusButton bookingId={booking._id} status="checked-out" icon={<IconLogout2 size={16} />} onDone={onDone}>
      Check out
    </StatusButton>
  );
}
