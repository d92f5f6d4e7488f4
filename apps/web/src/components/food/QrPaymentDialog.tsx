import { Anchor, Box, Button, Center, Group, Loader, Modal, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconExternalLink, IconQrcode, IconRefresh } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { FOOD_MSG, LIMITS, orderNumber } from '@innkeep/api-contract';
import { useLocalize, useT, useTRich } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { copyText } from './clipboard';
import {
  buildPaymentPayload,
  countdownTone,
  deadlineFrom,
  formatCountdown,
  newClientKey,
  nextPhase,
  qrContent,
  QR_OPTIONS,
  secondsLeft,
  type PaymentPhase,
} from './qr-payment';
import { useQrImage } from './useQrImage';

export type CheckoutView = RouterOutputs['food']['createOrder'];

/** An order with its payment link, and when this browser received it (the countdown starts there). */
export interface PendingCheckout {
  view: CheckoutView;
  receivedAt: number;
}

const POLL_MS = 2000;
const TICK_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The QR payment dialog. Paying here (the simulated button) and paying on a phone that scanned the
 * code go through the same server call; while open, the dialog polls the order every 2 s, so a
 * payment made elsewhere completes it too.
 */
export function QrPaymentDialog({
  checkout,
  opened,
  onClose,
  onRenewed,
  onComplete,
}: {
  checkout: PendingCheckout;
  opened: boolean;
  onClose: () => void;
  onRenewed: (view: CheckoutView) => void;
  onComplete: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      radius="lg"
      // A payment in flight must not be abandoned by a stray click.
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      title={
        <Group gap="xs">
          <IconQrcode size={22} />
          <Title order={2} size="h4">
            {t('Scan to Pay')}
          </Title>
        </Group>
      }
    >
      {/* A renewed link starts the body afresh: new countdown, new code, state back to pending. */}
      <PaymentBody key={checkout.view.payment.token} checkout={checkout} onBusy={setBusy} onRenewed={onRenewed} onComplete={onComplete} />
    </Modal>
  );
}

function PaymentBody({
  checkout: { view, receivedAt },
  onBusy,
  onRenewed,
  onComplete,
}: {
  checkout: PendingCheckout;
  onBusy: (busy: boolean) => void;
  onRenewed: (view: CheckoutView) => void;
  onComplete: () => void;
}) {
  const { payment } = view;
  const { hotelName } = useHotelInfo();
  const t = useT();
  const tRich = useTRich();
  const localize = useLocalize();
  const [phase, setPhase] = useState<PaymentPhase>(view.paymentStatus === 'paid' ? 'success' : 'pending');
  const [now, setNow] = useState(receivedAt);
  const [paymentKey] = useState(newClientKey);
  const pay = trpc.food.pay.useMutation();
  const renew = trpc.food.renewPayment.useMutation();

  const left = secondsLeft(deadlineFrom(payment.expiresInSeconds, receivedAt), now);
  const tone = countdownTone(left);
  const polling = phase === 'pending' || phase === 'expired';
  const status = trpc.food.paymentStatus.useQuery(
    { orderId: view._id },
    { enabled: polling, refetchInterval: POLL_MS, refetchIntervalInBackground: true, staleTime: 0, gcTime: 0 },
  );
  // The clock and the server move the state on: running out expires a pending code, a payment
  // seen on another device succeeds from wherever the dialog is.
  let shown = tone === 'expired' ? nextPhase(phase, 'expire') : phase;
  if (status.data?.paymentStatus === 'paid') shown = nextPhase(shown, 'confirmed');

  const payload = buildPaymentPayload({
    orderId: view._id,
    payment,
    origin: window.location.origin,
    hotelName,
    itemCount: view.items.reduce((sum, item) => sum + item.quantity, 0),
    now: new Date(receivedAt),
  });
  const qr = useQrImage(qrContent(payload));

  useEffect(() => {
    if (shown !== 'pending') return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [shown]);

  const busy = shown === 'processing' || shown === 'success';
  const reportBusy = useEffectEvent(onBusy);
  useEffect(() => reportBusy(busy), [busy]);

  // Completion is reported a moment after success, so the guest sees the tick first.
  const complete = useEffectEvent(onComplete);
  useEffect(() => {
    if (shown !== 'success') return;
    const timer = setTimeout(() => complete(), LIMITS.qrCompleteMs);
    return () => clearTimeout(timer);
  }, [shown]);

  const startPayment = async () => {
    setPhase((p) => nextPhase(p, 'pay'));
    try {
      // The simulated bank takes its 3 s even when the server answers at once.
      await Promise.all([pay.mutateAsync({ orderId: view._id, token: payment.token, paymentKey }), wait(LIMITS.qrProcessingMs)]);
      setPhase((p) => nextPhase(p, 'confirmed'));
    } catch (err) {
      toast.error(errorMessage(err, localize(FOOD_MSG.paymentFailed)));
      setPhase((p) => nextPhase(p, 'failed'));
    }
  };

  const renewLink = async () => {
    try {
      onRenewed(await renew.mutateAsync({ orderId: view._id }));
    } catch (err) {
      toast.error(errorMessage(err, t('Could not create a new payment link')));
    }
  };

  const copyPaymentInfo = async () => {
    try {
      await copyText(JSON.stringify(payload, null, 2));
      toast.success(localize(FOOD_MSG.paymentInfoCopied));
    } catch {
      toast.error(localize(FOOD_MSG.paymentInfoCopyFailed));
    }
  };

  if (shown === 'processing') {
    return (
      <Stack align="center" py={48} gap="sm" role="status">
        <Loader size="xl" color="teal" />
        <Text fw={700} size="lg">
          {t('Processing payment...')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('Please keep this window open.')}
        </Text>
      </Stack>
    );
  }

  if (shown === 'success') {
    return (
      <Stack align="center" py={40} gap="sm" role="status">
        <ThemeIcon size={84} radius={84} color="teal">
          <IconCircleCheck size={52} />
        </ThemeIcon>
        <Text fw={700} size="xl">
          {t('Payment received')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('{amount} paid for order #{number}. The kitchen is on it.', {
            amount: formatMoney(payment.amount),
            number: orderNumber(view._id),
          })}
        </Text>
      </Stack>
    );
  }

  const expired = shown === 'expired';
  const color = tone === 'normal' ? 'teal' : 'red';
  const countdownParts = {
    time: formatCountdown(left),
    label: (chunks: ReactNode[]) => (
      <Text size="sm" c="dimmed">
        {chunks}
      </Text>
    ),
    value: (chunks: ReactNode[]) => (
      <Text size="sm" fw={700} c={expired || tone === 'urgent' ? 'red' : undefined} data-testid="qr-countdown" role="timer">
        {chunks}
      </Text>
    ),
  };
  return (
    <Stack align="center" gap="md">
      <Stack align="center" gap={0}>
        <Text size="sm" c="dimmed">
          {t('Order #{number}', { number: orderNumber(view._id) })}
        </Text>
        <Text fz={34} fw={800} lh={1.2} data-testid="qr-amount">
          {formatMoney(payment.amount)}
        </Text>
      </Stack>

      {/* Dark on white in either theme: scanners need the contrast. */}
      <Box
        pos="relative"
        p={8}
        bg="white"
        style={{ borderRadius: 16, border: '1px solid var(--mantine-color-default-border)', lineHeight: 0 }}
      >
        {qr ? (
          <img
            src={qr}
            width={QR_OPTIONS.width}
            height={QR_OPTIONS.width}
            alt={t('QR code for paying order #{number}', { number: orderNumber(view._id) })}
            data-testid="payment-qr"
            style={expired ? { opacity: 0.12 } : undefined}
          />
        ) : (
          <Skeleton w={QR_OPTIONS.width} h={QR_OPTIONS.width} />
        )}
        {expired && (
          <Center pos="absolute" inset={0}>
            <Text fw={800} c="red.7" size="xl">
              {t('Expired')}
            </Text>
          </Center>
        )}
      </Box>

      <Stack gap={6} w="100%" maw={260}>
        <Group justify="space-between">
          {/* One sentence, its two parts at the row's two ends. */}
          {expired
            ? tRich('<label>This code has</label><value>expired</value>', countdownParts)
            : tRich('<label>Expires in</label><value>{time}</value>', countdownParts)}
        </Group>
        <Progress value={(left / LIMITS.qrExpirySeconds) * 100} color={color} size="sm" aria-hidden />
      </Stack>

      <Text size="sm" c="dimmed" ta="center" maw={340}>
        {tRich("Scan the code with your phone's camera to pay there, or pay right here. <link>Open payment page</link>", {
          link: (chunks) => (
            <Anchor href={payload.paymentUrl} target="_blank" rel="noopener" size="sm">
              <Group gap={2} component="span" display="inline-flex">
                {chunks}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          ),
        })}
      </Text>

      <Stack gap="xs" w="100%">
        <Button size="md" color="teal" fullWidth disabled={expired} onClick={() => void startPayment()}>
          {t('Pay {amount}', { amount: formatMoney(payment.amount) })}
        </Button>
        {expired && (
          <Button
            fullWidth
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={16} />}
            loading={renew.isPending}
            onClick={() => void renewLink()}
          >
            {t('Create new payment link')}
          </Button>
        )}
        <Button fullWidth variant="default" leftSection={<IconCopy size={16} />} onClick={() => void copyPaymentInfo()}>
          {t('Copy payment info')}
        </Button>
      </Stack>
      <Text size="xs" c="dimmed" ta="center">
        {t('Payments go to {merchant}. The Pay button simulates your banking app.', { merchant: payload.merchantId })}
      </Text>
    </Stack>
  );
}
