import { Accordion, Anchor, Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarX, IconQrcode } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { BOOKINGS_MSG, DEFAULT_ROOM_IMAGE, OFFER_LABELS } from '@innkeep/api-contract';
import { useLocalize, useT, useTRich } from '../../i18n/language';
import { useHotelInfo } from '../../lib/hotel';
import { dateTime, formatDay, formatMoney } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { BookingStatusBadge, PaymentStatusBadge } from './BookingStatusBadge';
import { QuoteBreakdown } from './QuoteBreakdown';
import type { CustomerBooking } from './types';

/** One of the guest's bookings: room, status, dates, guests, total, and cancellation while it is free. */
export function BookingItem({ booking }: { booking: CustomerBooking }) {
  const t = useT();
  const tRich = useTRich();
  const localize = useLocalize();
  const facts = [
    [t('Check-in'), formatDay(booking.checkIn)],
    [t('Check-out'), formatDay(booking.checkOut)],
    [t('Guests'), String(booking.guests)],
    // A dormitory stay's beds, once the desk has assigned them.
    ...(booking.bedLabels.length > 0
      ? [[t('{count, plural, one {Bed} other {Beds}}', { count: booking.bedLabels.length }), booking.bedLabels.join(', ')] as const]
      : []),
    [t('Total'), formatMoney(booking.totalAmount)],
  ] as const;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('Booking of {room}', { room: booking.room.name })}
      data-item-id={booking._id}
    >
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
              {t('Room {number} · {count, plural, one {# night} other {# nights}}', {
                number: booking.room.roomNumber,
                count: booking.nights,
              })}
            </Text>
            {booking.reference && (
              <Text size="sm">
                {tRich('Reference <code>{reference}</code>', {
                  reference: booking.reference,
                  code: (chunks) => (
                    <Text span ff="monospace" fw={600}>
                      {chunks}
                    </Text>
                  ),
                })}
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
          {localize(BOOKINGS_MSG.nonRefundable)}.
        </Text>
      )}
      {booking.price && (
        <Accordion variant="default" mt="xs" chevronPosition="left">
          <Accordion.Item value="price">
            <Accordion.Control py={4}>
              <Text size="sm">{t('Price breakdown · {offer}', { offer: t(OFFER_LABELS[booking.offer]) })}</Text>
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
          {t('Check in online')}
        </Anchor>
      )}
      {booking.cancelBefore && <Cancellation booking={booking} cancelBefore={booking.cancelBefore} />}
      {booking.status === 'checked-out' && (
        <Anchor component={Link} to={`/invoices/booking/${booking._id}`} size="sm" mt="sm" display="inline-block">
          {t('View invoice')}
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
  const t = useT();
  const localize = useLocalize();
  const navigate = useNavigate();
  const link = trpc.folio.createPayLink.useMutation({
    onSuccess: ({ url }) => void navigate(url),
    onError: (error) => toast.error(errorMessage(error, localize(BOOKINGS_MSG.payLinkFailed))),
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
      {t('Pay balance')}
    </Button>
  );
}

/**
 * Cancel while free cancellation lasts (until 24 hours before the hotel's check-in time); afterwards
 * the button stays visible but disabled, with the reason next to it. The server decides in the end.
 */
function Cancellation({ booking, cancelBefore }: { booking: CustomerBooking; cancelBefore: string }) {
  const t = useT();
  const localize = useLocalize();
  const [opened, modal] = useDisclosure(false);
  const utils = trpc.useUtils();
  const cancel = trpc.bookings.cancel.useMutation();
  const { freeCancellationHours } = useHotelInfo();
  const stillFree = Date.now() < Date.parse(cancelBefore);

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ id: booking._id });
      toast.success(localize(BOOKINGS_MSG.cancelled));
      modal.close();
      await Promise.all([utils.customer.dashboard.invalidate(), utils.bookings.mine.invalidate(), utils.rooms.invalidate()]);
    } catch (err) {
      toast.error(errorMessage(err, localize(BOOKINGS_MSG.cancelFailed)));
    }
  };

  return (
    <Group justify="space-between" mt="sm" gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
        {stillFree
          ? t('Free cancellation until {date}', { date: dateTime(cancelBefore) })
          : t('Free cancellation ended {date}, {hours} hours before check-in. Please contact the front desk to change this booking.', {
              date: dateTime(cancelBefore),
              hours: freeCancellationHours,
            })}
      </Text>
      <Button size="xs" variant="light" color="red" leftSection={<IconCalendarX size={14} />} disabled={!stillFree} onClick={modal.open}>
        {t('Cancel Booking')}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={t('Cancel this booking?')} centered>
        <Stack gap="md">
          <Text size="sm">
            {t(
              'Your stay in the {room} (room {number}) from {checkIn} to {checkOut} will be cancelled and the nights released. Nothing is charged.',
              {
                room: booking.room.name,
                number: booking.room.roomNumber,
                checkIn: formatDay(booking.checkIn),
                checkOut: formatDay(booking.checkOut),
              },
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close}>
              {t('Keep Booking')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={cancel.isPending}>
              {t('Yes, Cancel Booking')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
