import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { STAFF_MSG } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { formatMoney } from '../../lib/format';
import { errorMessage, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface CheckOutTarget {
  _id: string;
  customer: { name: string };
  room: { roomNumber: string };
}

type Settlement = { settle: { method: 'cash' | 'card' } } | { leaveBalanceOpen: true } | Record<string, never>;

/**
 * Confirms a check-out. With an open balance it offers to settle it (cash or card) or to leave it
 * open on purpose, which the server otherwise refuses with a 409 naming the balance.
 */
export function CheckOutAction({
  booking,
  opened,
  onDone,
}: {
  booking: CheckOutTarget;
  opened: boolean;
  onDone: (checkedOut: boolean) => void;
}) {
  const { user } = useAuth();
  const folio = trpc.folio.get.useQuery({ id: booking._id }, { enabled: opened });
  const asStaff = trpc.staff.updateBookingStatus.useMutation();
  const asAdmin = trpc.admin.bookings.updateStatus.useMutation();
  const mutation = user?.role === 'admin' ? asAdmin : asStaff;
  const [problem, setProblem] = useState<string | null>(null);
  const balance = folio.data?.totals.balance ?? 0;

  const checkOut = async (settlement: Settlement) => {
    try {
      const updated = await mutation.mutateAsync({ id: booking._id, status: 'checked-out', ...settlement });
      toast.success(STAFF_MSG.bookingUpdated(updated.status));
      setProblem(null);
      onDone(true);
    } catch (error) {
      setProblem(errorMessage(error, STAFF_MSG.bookingUpdateFailed));
    }
  };

  return (
    <Modal opened={opened} onClose={() => onDone(false)} title={`Check out ${booking.customer.name}`} centered>
      <Stack gap="sm">
        {!folio.data ? (
          <Loader size="sm" aria-label="Loading the balance" />
        ) : balance > 0 ? (
          <Text size="sm">{`Room ${booking.room.roomNumber} has an open balance of ${formatMoney(balance)}. Settle it now, or check out leaving it open.`}</Text>
        ) : (
          <Text size="sm">{`Room ${booking.room.roomNumber} is settled. Check the guest out?`}</Text>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {folio.data && balance > 0 ? (
            <>
              <Button variant="default" loading={mutation.isPending} onClick={() => void checkOut({ leaveBalanceOpen: true })}>
                Leave balance open
              </Button>
              <Button loading={mutation.isPending} onClick={() => void checkOut({ settle: { method: 'card' } })}>
                Settle by card
              </Button>
              <Button loading={mutation.isPending} onClick={() => void checkOut({ settle: { method: 'cash' } })}>
                Settle in cash
              </Button>
            </>
          ) : (
            <Button disabled={!folio.data} loading={mutation.isPending} onClick={() => void checkOut({})}>
              Check out
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
