import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, BOOKING_STATUSES, CSV_EXPORT_PATHS, LIMITS, type BookingStatus } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useCsvExport } from '../../lib/csv';
import { formatDay, formatMoney } from '../../lib/format';
import { useHotelToday } from '../../lib/hotel';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PaymentStatusBadge } from '../bookings/BookingStatusBadge';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { failureToast, loadFailedMessage, useLoadFailure } from './feedback';
import { BOOKING_STATUS_LABELS } from './labels';
import { useListState } from './list';
import { FilterBar, TabHeader, countLabel, withAll } from './parts';
import type { AdminBooking } from './types';
import { ListState } from '../ListState';
import { RegistrationExport } from './RegistrationExport';
import { BookingDrawer } from '../desk/BookingDrawer';
import { bookingCancelTarget, needsRefundChoice, useCancelWithRefund } from '../desk/CancelWithRefund';

type BookingFilters = { search: string; status: BookingStatus | '' };

export default function BookingsTab() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState<BookingFilters>({ search: '', status: '' });
  const bookings = trpc.admin.bookings.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useLoadFailure('bookings', bookings.errorUpdatedAt);
  const utils = trpc.useUtils();
  const setStatus = trpc.admin.bookings.updateStatus.useMutation({
    onSuccess: () => {
      toast.success(localize(ADMIN_MSG.bookingStatusUpdated));
      void utils.admin.invalidate();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.bookingStatusFailed), error),
  });

  const cancel = useCancelWithRefund(() => void utils.admin.invalidate());
  // The guest's name opens the desk's details drawer (folio, payments, move, check in or out).
  const [openBooking, setOpenBooking] = useState<string | null>(null);
  const today = useHotelToday();
  // Every booking the filters match, in the list's order (staff export the same rows from the desk API).
  const csv = useCsvExport(
    CSV_EXPORT_PATHS.bookings,
    list.criteria,
    { one: 'booking', many: 'bookings' },
    localize(ADMIN_MSG.bookingsExportFailed),
  );

  const statusSelect = (booking: AdminBooking) => (
    <NativeSelect
      size="xs"
      // Holds the longest status in every language (German "Nicht erschienen").
      w={150}
      aria-label={t('Status of the booking of {name}, room {number}', { name: booking.customer.name, number: booking.room.roomNumber })}
      data={BOOKING_STATUSES.map((value) => ({ value, label: t(BOOKING_STATUS_LABELS[value]) }))}
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
      header: t('Guest'),
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
      header: t('Room'),
      cell: (booking) => (
        <>
          <Text size="sm">{booking.room.name}</Text>
          <Text size="xs" c="dimmed">
            {t('Room {number}', { number: booking.room.roomNumber })}
          </Text>
        </>
      ),
    },
    { header: t('Check-in'), cell: (booking) => <Text size="sm">{formatDay(booking.checkIn)}</Text> },
    {
      header: t('Check-out'),
      cell: (booking) => (
        <>
          <Text size="sm">{formatDay(booking.checkOut)}</Text>
          <Text size="xs" c="dimmed">
            {t('{count, plural, one {# night} other {# nights}}', { count: booking.nights })}
          </Text>
        </>
      ),
    },
    { header: t('Guests'), align: 'right', cell: (booking) => booking.guests },
    {
      header: t('Total'),
      align: 'right',
      cell: (booking) => (
        <Text size="sm" fw={600}>
          {formatMoney(booking.totalAmount)}
        </Text>
      ),
    },
    { header: t('Payment'), place: 'aside', cell: (booking) => <PaymentStatusBadge status={booking.paymentStatus} /> },
    { header: t('Status'), cell: statusSelect },
  ];
  return (
    <Stack gap="md">
      {cancel.dialog}
      <BookingDrawer bookingId={openBooking} today={today} onClose={() => setOpenBooking(null)} />
      <TabHeader
        title={t('Bookings')}
        subtitle={countLabel(data?.total, (count) => t('{count, plural, one {# booking} other {# bookings}}', { count }))}
        onRefresh={() => void bookings.refetch()}
        refreshing={bookings.isFetching}
        actions={
          <Group gap="xs">
            <RegistrationExport />
            <Button variant="light" leftSection={<IconDownload size={16} />} loading={csv.exporting} onClick={csv.run}>
              {t('Export CSV')}
            </Button>
          </Group>
        }
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Guest name or email, room name or number')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Status'),
            value: list.filters.status,
            data: withAll(t('All statuses'), BOOKING_STATUSES, (status) => t(BOOKING_STATUS_LABELS[status])),
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
        errorTitle={loadFailedMessage('bookings')}
        emptyTitle={t('No bookings found')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Bookings appear here as guests make them.')}
        onRetry={() => void bookings.refetch()}
      >
        <DataTable
          rows={data?.bookings}
          columns={columns}
          rowKey={(booking) => booking._id}
          rowLabel={(booking) => t('Booking of {name}, room {number}', { name: booking.customer.name, number: booking.room.roomNumber })}
          minWidth={900}
        />
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}
    </Stack>
  );
}
