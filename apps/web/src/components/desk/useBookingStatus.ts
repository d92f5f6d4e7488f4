import type { BookingStatus, RefundInput } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { trpc } from '../../lib/trpc';

/**
 * The signed-in desk user's booking status change: staff take one step at a time
 * (`staff.updateBookingStatus`) and cancel as a desk action (`desk.cancelBooking`, pending or
 * confirmed bookings); administrators set any status (`admin.bookings.updateStatus`). The server judges.
 */
export function useBookingStatus() {
  const { user } = useAuth();
  const staff = trpc.staff.updateBookingStatus.useMutation();
  const staffCancel = trpc.desk.cancelBooking.useMutation();
  const admin = trpc.admin.bookings.updateStatus.useMutation();
  const isAdmin = user?.role === 'admin';
  return {
    isPending: [staff, staffCancel, admin].some((mutation) => mutation.isPending),
    set: (id: string, status: BookingStatus, refund?: RefundInput): Promise<unknown> => {
      const money = refund ? { refund } : {};
      if (isAdmin) return admin.mutateAsync({ id, status, ...money });
      if (status === 'cancelled') return staffCancel.mutateAsync({ id, ...money });
      return staff.mutateAsync({ id, status });
    },
  };
}
