import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { STAFF_MSG } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useLocalize, useT } from '../../i18n/language';
import { formatHotelDay } from '@innkeep/api-contract';
import { formatMoney } from '../../lib/format';
import { useHotelInfo, useHotelToday } from '../../lib/hotel';
import { errorMessage, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface CheckOutTarget {
  _id: string;
  checkIn: string;
  checkOut: string;
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
  const t = useT();
  const localize = useLocalize();
  const { user } = useAuth();
  const folio = trpc.folio.get.useQuery({ id: booking._id }, { enabled: opened });
  const asStaff = trpc.staff.updateBookingStatus.useMutation();
  const asAdmin = trpc.admin.bookings.updateStatus.useMutation();
  const mutation = user?.role === 'admin' ? asAdmin : asStaff;
  const [problem, setProblem] = useState<string | null>(null);
  const balance = folio.data?.totals.balance ?? 0;
  const today = useHotelToday();
  const hotel = useHotelInfo();
  // Leaving before the last night ends the stay today; the server prices it, this only asks about the unused nights.
  const early = booking.checkIn < today && today < booking.checkOut;
  const [chargeChoice, setChargeChoice] = useState<boolean | null>(null);
  const chargeUnusedNights = chargeChoice ?? hotel.chargeUnusedNights;

  const checkOut = async (settlement: Settlement) => {
    try {
      const updated = await mutation.mutateAsync({
        id: booking._id,
        status: 'checked-out',
        ...settlement,
        ...(early ? { chargeUnusedNights } : {}),
      });
      toast.success(localize(STAFF_MSG.bookingUpdated(updated.status)));
      setProblem(null);
      onDone(true);
    } catch (error) {
      setProblem(errorMessage(error, localize(STAFF_MSG.bookingUpdateFailed)));
    }
  };

  return (
    <Modal opened={opened} onClose={() => onDone(false)} title={t('Check out {guest}', { guest: booking.customer.name })} centered>
      <Stack gap="sm">
        {early && (
          <Checkbox
            label={t('Charge the unused nights (booked until {date})', { date: formatHotelDay(booking.checkOut) })}
            description={t('Off: the stay ends today and costs only the nights had.')}
            checked={chargeUnusedNights}
            onChange={(e) => setChargeChoice(e.currentTarget.checked)}
          />
        )}
        {!folio.data ? (
          <Loader size="sm" aria-label={t('Loading the balance')} />
        ) : balance > 0 ? (
          <Text size="sm">
            {early && !chargeUnusedNights
              ? t(
                  'Room {number} has an open balance of {balance} for the whole booking; settling takes only what the nights had cost. Settle it now, or check out leaving it open.',
                  { number: booking.room.roomNumber, balance: formatMoney(balance) },
                )
              : t('Room {number} has an open balance of {balance}. Settle it now, or check out leaving it open.', {
                  number: booking.room.roomNumber,
                  balance: formatMoney(balance),
                })}
          </Text>
        ) : (
          <Text size="sm">{t('Room {number} is settled. Check the guest out?', { number: booking.room.roomNumber })}</Text>
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
                {t('Leave balance open')}
              </Button>
              <Button loading={mutation.isPending} onClick={() => void checkOut({ settle: { method: 'card' } })}>
                {t('Settle by card')}
              </Button>
              <Button loading={mutation.isPending} onClick={() => void checkOut({ settle: { method: 'cash' } })}>
                {t('Settle in cash')}
              </Button>
            </>
          ) : (
            <Button disabled={!folio.data} loading={mutation.isPending} onClick={() => void checkOut({})}>
              {t('Check out')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
