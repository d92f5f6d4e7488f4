import type { BookingStatus } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { trpc } from '../../lib/trpc';

/**
 * The signed-in desk user's booking status change: staff take one step at a time
 * (`staff.updateBookingStatus`), administrators set any status (`admin.bookings.updateStatus`).
 */
export function useBookingStatus() {
  const { user } = useAuth();
  const staff = trpc.staff.updateBookingStatus.useMutation();
  const admin = trpc.admin.bookings.updateStatus.useMutation();
  const mutation = user?.role === 'admin' ? admin : staff;
  return {
    isPending: mutation.isPending,
    set: (id: string, status: BookingStatus) => mutation.mutateAsync({ id, status }),
  };
}
