import { Alert, Box, Button, Card, Container, Divider, Group, Image, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconLock, IconMapPin } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FOOD_MSG, LEDGER_MSG } from '@innkeep/api-contract';
import { PageLoader } from '../../components/PageLoader';
import { countdownTone, deadlineFrom, formatCountdown, newClientKey, secondsLeft } from '../../components/food/qr-payment';
import { useLocalize, useT } from '../../i18n/language';
import { formatDay, formatMoney } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/toast';

/**
 * /pay/:orderId?token=… (a food order's checkout QR code) and /pay/stay/:bookingId?token=… (a stay's
 * balance, from the desk) — what a phone opens after scanning. Public: the token in the link
 * authorizes the payment, so the phone need not be signed in.
 */
export default function PayPage() {
  const { orderId = '', bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { hotelName } = useHotelInfo();
  const t = useT();

  return (
    <Container size={480} px="md" py={{ base: 'lg', sm: 48 }}>
      <Card withBorder radius="lg" padding="lg" shadow="sm">
        <Group gap="sm" mb="md" wrap="nowrap">
          <Image src="/images/logo.svg" alt="" w={36} h={36} />
          <div>
            <Text fw={700} lh={1.2}>
              {hotelName}
            </Text>
            <Text size="xs" c="dimmed">
              {bookingId ? t('Stay payment') : t('Room service payment')}
            </Text>
          </div>
        </Group>
        <Divider mb="md" />
        {bookingId && token ? (
          <StayPaymentLink bookingId={bookingId} token={token} />
        ) : orderId && token ? (
          <PaymentLink orderId={orderId} token={token} />
        ) : (
          <Outcome tone="error" title={FOOD_MSG.paymentLinkInvalid}>
            {t('Scan the QR code again.')}
          </Outcome>
        )}
      </Card>
      <Group justify="center" gap={6} mt="md" wrap="nowrap">
        <IconLock size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
        <Text size="xs" c="dimmed">
          {bookingId
            ? t('This link works only for this stay and only for a few minutes.')
            : t('This link works only for this order and only for a few minutes.')}
        </Text>
      </Group>
    </Container>
  );
}

function PaymentLink({ orderId, token }: { orderId: string; token: string }) {
  const details = trpc.food.paymentLink.useQuery({ orderId, token }, LINK_QUERY);
  const pay = trpc.food.pay.useMutation();
  // One key per visit: a double tap or a retry after a dropped connection is the same payment.
  const [paymentKey] = useState(newClientKey);
  const now = useNow();
  const t = useT();

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    return (
      <Outcome tone="error" title={errorMessage(details.error, FOOD_MSG.paymentLinkInvalid)}>
        {t('Scan the QR code on the checkout page again.')}
      </Outcome>
    );
  }

  const order = details.data;
  const left = secondsLeft(deadlineFrom(order.expiresInSeconds, details.dataUpdatedAt), now);
  const paid = pay.isSuccess || order.paymentStatus === 'paid';

  let footer: ReactNode;
  if (pay.isSuccess) {
    footer = (
      <Outcome tone="success" title={FOOD_MSG.paymentSuccess}>
        {t('Thank you! You can close this page: the checkout screen updates by itself.')}
      </Outcome>
    );
  } else if (paid) {
    footer = (
      <Outcome tone="success" title={FOOD_MSG.alreadyPaid}>
        {t('Nothing more to pay. Enjoy your meal!')}
      </Outcome>
    );
  } else if (order.status === 'cancelled') {
    footer = <Outcome tone="error" title={FOOD_MSG.orderCancelled} />;
  } else if (countdownTone(left) === 'expired') {
    footer = <Outcome tone="error" title={FOOD_MSG.paymentExpired} />;
  } else {
    footer = (
      <PayButton
        amount={order.amount}
        left={left}
        mutation={pay}
        // A refusal (paid elsewhere, expired) refreshes the order so the page shows why.
        onPay={() => pay.mutate({ orderId, token, paymentKey }, { onError: () => void details.refetch() })}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {t('Food order')}
          </Text>
          <Title order={1} size="h3">{`#${order.orderNumber}`}</Title>
        </div>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('Amount')}
          </Text>
          <Text fz={28} fw={800} lh={1.2} data-testid="pay-amount">
            {formatMoney(order.amount)}
          </Text>
        </Stack>
      </Group>
      <Box>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Order items')}>
          {order.items.map((item, index) => (
            <Group key={`${index}-${item.name}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{t('{quantity} × {name}', { quantity: item.quantity, name: item.name })}</Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.price * item.quantity)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap={6} mt="sm" wrap="nowrap">
          <IconMapPin size={14} color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {t('Deliver to {location}', { location: order.deliveryLocation })}
          </Text>
        </Group>
      </Box>
      <Divider />
      {footer}
    </Stack>
  );
}

const LINK_QUERY = { retry: false, refetchOnWindowFocus: true, staleTime: 0 } as const;

/** The clock, ticking each second, for the link's countdown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A stay's balance: room, dates and the amount the desk's link was made for. */
function StayPaymentLink({ bookingId, token }: { bookingId: string; token: string }) {
  const details = trpc.folio.payLink.useQuery({ bookingId, token }, LINK_QUERY);
  const pay = trpc.folio.pay.useMutation();
  const now = useNow();
  const [part, setPart] = useState<'deposit' | 'balance'>('deposit');
  const t = useT();

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    return (
      <Outcome tone="error" title={errorMessage(details.error, FOOD_MSG.paymentLinkInvalid)}>
        {t('Ask the front desk for a new link.')}
      </Outcome>
    );
  }

  const stay = details.data;
  // The hotel's deposit confirms a pending booking at once; the guest may pay it or the whole balance.
  const paying = stay.deposit !== null && part === 'deposit' ? 'deposit' : 'balance';
  const left = secondsLeft(deadlineFrom(stay.expiresInSeconds, details.dataUpdatedAt), now);
  let footer: ReactNode;
  if (pay.isSuccess) {
    footer = <Outcome tone="success" title={LEDGER_MSG.stayPaidThanks} />;
  } else if (stay.state === 'paid') {
    footer = <Outcome tone="success" title={LEDGER_MSG.stayPaid} />;
  } else if (stay.state === 'changed') {
    footer = <Outcome tone="error" title={LEDGER_MSG.payLinkStale} />;
  } else if (countdownTone(left) === 'expired') {
    footer = <Outcome tone="error" title={LEDGER_MSG.payLinkExpired} />;
  } else {
    footer = (
      <Stack gap="sm">
        {stay.deposit !== null && (
          <SegmentedControl
            fullWidth
            aria-label={t('What to pay')}
            value={paying}
            onChange={(value) => setPart(value === 'deposit' ? 'deposit' : 'balance')}
            data={[
              { value: 'deposit', label: t('Deposit {amount}', { amount: formatMoney(stay.deposit) }) },
              { value: 'balance', label: t('Whole balance {amount}', { amount: formatMoney(stay.amount) }) },
            ]}
          />
        )}
        {stay.deposit !== null && (
          <Text size="sm" c="dimmed" ta="center">
            {t('Either confirms your booking at once; the rest is paid later.')}
          </Text>
        )}
        <PayButton
          amount={paying === 'deposit' && stay.deposit !== null ? stay.deposit : stay.amount}
          left={left}
          mutation={pay}
          onPay={() => pay.mutate({ bookingId, token, part: paying }, { onError: () => void details.refetch() })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {stay.guestFirstName ? t('{name}’s stay', { name: stay.guestFirstName }) : t('Your stay')}
        </Text>
        <Title order={1} size="h3">
          {t('Room {number}', { number: stay.room.roomNumber })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('{room} · {from} to {to}', { room: stay.room.name, from: formatDay(stay.checkIn), to: formatDay(stay.checkOut) })}
        </Text>
        {stay.reference && <Text size="sm">{t('Booking reference {reference}', { reference: stay.reference })}</Text>}
      </div>
      <Group justify="space-between" align="baseline">
        <Text size="sm" c="dimmed">
          {t('Balance')}
        </Text>
        <Text fz={28} fw={800} lh={1.2} data-testid="pay-amount">
          {formatMoney(stay.amount)}
        </Text>
      </Group>
      <Divider />
      {footer}
    </Stack>
  );
}

/** The pay button and the countdown; a refused payment's reason above them. */
function PayButton(props: { amount: number; left: number; mutation: { isPending: boolean; error: unknown }; onPay: () => void }) {
  const urgent = countdownTone(props.left) === 'urgent';
  const { isPending, error } = props.mutation;
  const t = useT();
  const localize = useLocalize();
  return (
    <Stack gap="sm">
      {error !== null && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {errorMessage(error, localize(FOOD_MSG.paymentFailed))}
        </Alert>
      )}
      <Button size="lg" color="teal" fullWidth loading={isPending} onClick={props.onPay}>
        {t('Pay {amount}', { amount: formatMoney(props.amount) })}
      </Button>
      <Group justify="center" gap={6}>
        <IconClockHour4 size={14} color={urgent ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-dimmed)'} />
        <Text size="sm" c={urgent ? 'red' : 'dimmed'}>
          {t('Link expires in {time}', { time: formatCountdown(props.left) })}
        </Text>
      </Group>
    </Stack>
  );
}

function Outcome({ tone, title, children }: { tone: 'success' | 'error'; title: string; children?: ReactNode }) {
  const success = tone === 'success';
  const localize = useLocalize();
  return (
    <Stack align="center" gap="xs" py="md" role={success ? 'status' : 'alert'}>
      <ThemeIcon size={64} radius={64} color={success ? 'teal' : 'red'} variant={success ? 'filled' : 'light'}>
        {success ? <IconCircleCheck size={40} /> : <IconAlertTriangle size={34} />}
      </ThemeIcon>
      <Text fw={700} size="lg" ta="center">
        {localize(title)}
      </Text>
      {children && (
        <Text size="sm" c="dimmed" ta="center">
          {children}
        </Text>
      )}
    </Stack>
  );
}
