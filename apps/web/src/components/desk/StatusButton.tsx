import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { STAFF_MSG, type BookingStatus } from '@innkeep/api-contract';
import { useLocalize } from '../../i18n/language';
import { toast } from '../../lib/toast';
import { failureMessage } from '../staff/board';
import { useBookingStatus } from './useBookingStatus';

interface StatusButtonProps extends ButtonProps {
  bookingId: string;
  status: BookingStatus;
  icon: ReactNode;
  children: ReactNode;
  onDone?: (() => void) | undefined;
}

/** One booking status change from the desk, with the staff board's toasts. */
export function StatusButton({ bookingId, status, icon, children, onDone, ...props }: StatusButtonProps) {
  const localize = useLocalize();
  const mutation = useBookingStatus();
  const change = async () => {
    try {
      await mutation.set(bookingId, status);
      toast.success(localize(STAFF_MSG.bookingUpdated(status)));
      onDone?.();
    } catch (error) {
      toast.error(failureMessage(error, localize(STAFF_MSG.bookingUpdateFailed)));
    }
  };
  return (
    <Button leftSection={icon} loading={mutation.isPending} onClick={() => void change()} {...props}>
      {children}
    </Button>
  );
}
