import { Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MSG, BOOKING_STATUSES, LIMITS, type BookingStatus } from '@innkeep/api-contract';
import { formatDay, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PaymentStatusBadge } from '../bookings/BookingStatusBadge';
import { Pagination } from '../Pagination';
import { failureToast, useLoadFailure } from './feedback';
import { useListState } from './list';
import { FilterBar, TabHeader, capitalize, countLabel, useWideScreen, withAll } from './parts';
import type { AdminBooking } from './types';
import { ListState } from '../ListState';
import { CancelWithRefund, needsRefundChoice, type CancelTarget } from '../desk/CancelWithRefund';

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

  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);

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
          setCancelling({
            kind: 'booking',
            _id: booking._id,
            label: `the booking of ${booking.customer.name}, room ${booking.room.roomNumber}`,
            totalAmount: booking.totalAmount,
            paymentStatus: booking.paymentStatus,
          });
        } else setStatus.mutate({ id: booking._id, status });
      }}
    />
  );

  const data = bookings.data;
  // Phones get one card per booking instead of a cramped table.
  const wide = useWideScreen();
  return (
    <Stack gap="md">
      <CancelWithRefund
        item={cancelling}
        onDone={() => {
          setCancelling(null);
          void utils.admin.invalidate();
        }}
      />
      <TabHeader
        title="Bookings"
        subtitle={countLabel(data?.total, 'booking', 'bookings')}
        onRefresh={() => void bookings.refetch()}
        refreshing={bookings.isFetching}
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
        {wide ? (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Guest</Table.Th>
                  <Table.Th>Room</Table.Th>
                  <Table.Th>Check-in</Table.Th>
                  <Table.Th>Check-out</Table.Th>
                  <Table.Th ta="right">Guests</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.bookings.map((booking) => (
                  <Table.Tr key={booking._id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {booking.customer.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {booking.customer.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{booking.room.name}</Text>
                      <Text size="xs" c="dimmed">
                        Room {booking.room.roomNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDay(booking.checkIn)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDay(booking.checkOut)}</Text>
                      <Text size="xs" c="dimmed">
                        {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{booking.guests}</Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600}>
                        {formatMoney(booking.totalAmount)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <PaymentStatusBadge status={booking.paymentStatus} />
                    </Table.Td>
                    <Table.Td>{statusSelect(booking)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="xs">
            {data?.bookings.map((booking) => (
              <Paper
                key={booking._id}
                withBorder
                radius="md"
                p="sm"
                component="article"
                aria-label={`Booking of ${booking.customer.name}, room ${booking.room.roomNumber}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {booking.customer.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {booking.customer.email}
                    </Text>
                  </div>
                  <Text fw={700}>{formatMoney(booking.totalAmount)}</Text>
                </Group>
                <Text size="sm" mt={6}>
                  {booking.room.name} · room {booking.room.roomNumber}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDay(booking.checkIn)} – {formatDay(booking.checkOut)} · {booking.nights}{' '}
                  {booking.nights === 1 ? 'night' : 'nights'} · {booking.guests} {booking.guests === 1 ? 'guest' : 'guests'}
                </Text>
                <Group justify="space-between" mt="xs" gap="xs">
                  <PaymentStatusBadge status={booking.paymentStatus} />
                  {statusSelect(booking)}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}
    </Stack>
  );
}
