import { Accordion, Anchor, Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarX, IconQrcode } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { BOOKINGS_MSG, DEFAULT_ROOM_IMAGE, LEDGER_MSG, OFFER_LABELS, RATES_MSG } from '@innkeep/api-contract';
import { useHotelInfo } from '../../lib/hotel';
import { dateTime, formatDay, formatMoney } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { BookingStatusBadge, PaymentStatusBadge } from './BookingStatusBadge';
import { QuoteBreakdown } from './QuoteBreakdown';
import type { CustomerBooking } from './types';

/** One of the guest's bookings: room, status, dates, guests, total, and cancellation while it is free. */
export function BookingItem({ booking }: { booking: CustomerBooking }) {
  const facts = [
    ['Check-in', formatDay(booking.checkIn)],
    ['Check-out', formatDay(booking.checkOut)],
    ['Guests', String(booking.guests)],
    // A dormitory stay's beds, once the desk has assigned them.
    ...(booking.bedLabels.length > 0 ? [[booking.bedLabels.length === 1 ? 'Bed' : 'Beds', booking.bedLabels.join(', ')] as const] : []),
    ['Total', formatMoney(booking.totalAmount)],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Booking of ${booking.room.name}`} data-item-id={booking._id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Image
            src={booking.room.images[0] || DEFAULT_ROOM_IMAGE}
            fallbackSrc={DEFAULT_ROOM_IMAGE}
            alt=""
            w={56}
            h={56}
            radius="md"
            visibleFrom="xs"
          />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} component={Link} to={`/rooms/${booking.room._id}`} td="none" c="inherit">
              {booking.room.name}
            </Text>
            <Text size="sm" c="dimmed">
              Room {booking.room.roomNumber} · {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
            </Text>
            {booking.reference && (
              <Text size="sm">
                Reference{' '}
                <Text span ff="monospace" fw={600}>
                  {booking.reference}
                </Text>
              </Text>
            )}
          </div>
        </Group>
        <Group gap={6}>
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text size="sm" fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {booking.offer === 'nonrefundable' && (
        <Text size="xs" c="dimmed" mt="sm">
          {RATES_MSG.nonRefundable}.
        </Text>
      )}
      {booking.price && (
        <Accordion variant="default" mt="xs" chevronPosition="left">
          <Accordion.Item value="price">
            <Accordion.Control py={4}>
              <Text size="sm">Price breakdown · {OFFER_LABELS[booking.offer]}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <QuoteBreakdown quote={booking.price} testId={`booking-price-${booking._id}`} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
      {owes(booking) && <PayBalance bookingId={booking._id} />}
      {(booking.status === 'pending' || booking.status === 'confirmed') && (
        <Anchor component={Link} to={`/bookings/${booking._id}/check-in`} size="sm" mt="sm" display="inline-block">
          Check in online
        </Anchor>
      )}
      {booking.cancelBefore && <Cancellation booking={booking} cancelBefore={booking.cancelBefore} />}
      {booking.status === 'checked-out' && (
        <Anchor component={Link} to={`/invoices/booking/${booking._id}`} size="sm" mt="sm" display="inline-block">
          View invoice
        </Anchor>
      )}
    </Paper>
  );
}

/** Something is still to pay on a stay that is going ahead. */
function owes(booking: CustomerBooking): boolean {
  const live = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'checked-in';
  return live && (booking.paymentStatus === 'pending' || booking.paymentStatus === 'partially-paid');
}

/** Opens the same QR pay page the desk can send, for the stay's balance; paying a request in full confirms it. */
function PayBalance({ bookingId }: { bookingId: string }) {
  const navigate = useNavigate();
  const link = trpc.folio.createPayLink.useMutation({
    onSuccess: ({ url }) => void navigate(url),
    onError: (error) => toast.error(errorMessage(error, LEDGER_MSG.payLinkFailed)),
  });
  return (
    <Button
      size="xs"
      mt="sm"
      mr="sm"
      leftSection={<IconQrcode size={14} />}
      loading={link.isPending}
      onClick={() => link.mutate({ id: bookingId })}
    >
      Pay balance
    </Button>
  );
}

/**
 * Cancel while free cancellation lasts (until 24 hours before the hotel's check-in time); afterwards
 * the button stays visible but disabled, with the reason next to it. The server decides in the end.
 */
function Cancellation({ booking, cancelBefore }: { booking: CustomerBooking; cancelBefore: string }) {
  const [opened, modal] = useDisclosure(false);
  const utils = trpc.useUtils();
  const cancel = trpc.bookings.cancel.useMutation();
  const { freeCancellationHours } = useHotelInfo();
  const stillFree = Date.now() < Date.parse(cancelBefore);

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ id: booking._id });
      toast.success(BOOKINGS_MSG.cancelled);
      modal.close();
      await Promise.all([utils.customer.dashboard.invalidate(), utils.bookings.mine.invalidate(), utils.rooms.invalidate()]);
    } catch (err) {
      toast.error(errorMessage(err, BOOKINGS_MSG.cancelFailed));
    }
  };

  return (
    <Group justify="space-between" mt="sm" gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
        {stillFree
          ? `Free cancellation until ${dateTime(cancelBefore)}`
          : `Free cancellation ended ${dateTime(cancelBefore)}, ${freeCancellationHours} hours before check-in. Please contact the front desk to change this booking.`}
      </Text>
      <Button size="xs" variant="light" color="red" leftSection={<IconCalendarX size={14} />} disabled={!stillFree} onClick={modal.open}>
        Cancel Booking
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Cancel this booking?" centered>
        <Stack gap="md">
          <Text size="sm">
            Your stay in the {booking.room.name} (room {booking.room.roomNumber}) from {formatDay(booking.checkIn)} to{' '}
            {formatDay(booking.checkOut)} will be cancelled and the nights released. Nothing is charged.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close}>
              Keep Booking
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={cancel.isPending}>
              Yes, Cancel Booking
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
