import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, BOOKING_STATUSES, CSV_EXPORT_PATHS, LIMITS, type BookingStatus } from '@innkeep/api-contract';
import { useCsvExport } from '../../lib/csv';
import { formatDay, formatMoney } from '../../lib/format';
import { useHotelToday } from '../../lib/hotel';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PaymentStatusBadge } from '../bookings/BookingStatusBadge';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { failureToast, useLoadFailure } from './feedback';
import { useListState } from './list';
import { FilterBar, TabHeader, capitalize, countLabel, withAll } from './parts';
import type { AdminBooking } from './types';
import { ListState } from '../ListState';
import { RegistrationExport } from './RegistrationExport';
import { BookingDrawer } from '../desk/BookingDrawer';
import { bookingCancelTarget, needsRefundChoice, useCancelWithRefund } from '../desk/CancelWithRefund';

type BookingFilters = { search: string; status: BookingStatus | '' };

const bookingStatusOptions = BOOKING_STATUSES.map((value) => ({ value, label: capitalize(value) }));

export default function BookingsTab() {
  const list = useListState<BookingFilters>({ search: '', status: '' });
  const bookings = trpc.admin.bookings.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useLoadFailure('bookings', bookings.errorUpdatedAt);
  const utils = trpc.useUtils();
  const setStatus = trpc.admin.bookings.updateStatus.useMutation({
    onSuccess: () => {
      toast.success(ADMIN_MSG.bookingStatusUpdated);
      void utils.admin.invalidate();
    },
    onError: (error) => failureToast(ADMIN_MSG.bookingStatusFailed, error),
  });

  const cancel = useCancelWithRefund(() => void utils.admin.invalidate());
  // The guest's name opens the desk's details drawer (folio, payments, move, check in or out).
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const today = useHotelToday();
  // Every booking the filters match, in the list's order (staff export the same rows from the desk API).
  const csv = useCsvExport(CSV_EXPORT_PATHS.bookings, list.criteria, { one: 'booking', many: 'bookings' }, ADMIN_MSG.bookingsExportFailed);

  const statusSelect = (booking: AdminBooking) => (
    <NativeSelect
      size="xs"
      w={130}
      aria-label={`Status of the booking of ${booking.customer.name}, room ${booking.room.roomNumber}`}
      data={bookingStatusOptions}
      value={booking.status}
      disabled={setStatus.isPending && setStatus.variables?.id === booking._id}
      onChange={(event) => {
        const status = event.currentTarget.value as BookingStatus;
        // A paid booking is cancelled through the refund dialog; the rest change at once.
        if (status === 'cancelled' && needsRefundChoice(booking)) {
          cancel.ask(bookingCancelTarget(booking));
        } else setStatus.mutate({ id: booking._id, status });
      }}
    />
  );

  const data = bookings.data;
  const columns: Column<AdminBooking>[] = [
    {
      header: 'Guest',
      place: 'title',
      cell: (booking) => (
        <>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setOpenBooking(booking._id)}>
            {booking.customer.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {booking.customer.email}
          </Text>
        </>
      ),
    },
    {
      header: 'Room',
      cell: (booking) => (
        <>
          <Text size="sm">{booking.room.name}</Text>
          <Text size="xs" c="dimmed">
            Room {booking.room.roomNumber}
          </Text>
        </>
      ),
    },
    { header: 'Check-in', cell: (booking) => <Text size="sm">{formatDay(booking.checkIn)}</Text> },
    {
      header: 'Check-out',
      cell: (booking) => (
        <>
          <Text size="sm">{formatDay(booking.checkOut)}</Text>
          <Text size="xs" c="dimmed">
            {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
          </Text>
        </>
      ),
    },
    { header: 'Guests', align: 'right', cell: (booking) => booking.guests },
    {
      header: 'Total',
      align: 'right',
      cell: (booking) => (
        <Text size="sm" fw={600}>
          {formatMoney(booking.totalAmount)}
        </Text>
      ),
    },
    { header: 'Payment', place: 'aside', cell: (booking) => <PaymentStatusBadge status={booking.paymentStatus} /> },
    { header: 'Status', cell: statusSelect },
  ];
  return (
    <Stack gap="md">
      {cancel.dialog}
      <BookingDrawer bookingId={openBooking} today={today} onClose={() => setOpenBooking(null)} />
      <TabHeader
        title="Bookings"
        subtitle={countLabel(data?.total, 'booking', 'bookings')}
        onRefresh={() => void bookings.refetch()}
        refreshing={bookings.isFetching}
        actions={
          <Group gap="xs">
            <RegistrationExport />
            <Button variant="light" leftSection={<IconDownload size={16} />} loading={csv.exporting} onClick={csv.run}>
              Export CSV
            </Button>
          </Group>
        }
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder="Guest name or email, room name or number"
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: 'Status',
            value: list.filters.status,
            data: withAll('All statuses', BOOKING_STATUSES),
            onChange: (value) => list.update({ status: value as BookingStatus }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && bookings.isError}
        empty={data?.bookings.length === 0}
        errorTitle={ADMIN_MSG.tabLoadFailed('bookings')}
        emptyTitle="No bookings found"
        emptyText={list.isFiltered ? 'Try adjusting your filters.' : 'Bookings appear here as guests make them.'}
        onRetry={() => void bookings.refetch()}
      >
        <DataTable
          rows={data?.bookings}
          columns={columns}
          rowKey={(booking) => booking._id}
          rowLabel={(booking) => `Booking of ${booking.customer.name}, room ${booking.room.roomNumber}`}
          minWidth={900}
        />
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}
    </Stack>
  );
}
