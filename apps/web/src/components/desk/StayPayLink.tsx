import { Anchor, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';
import { countdownTone, deadlineFrom, formatCountdown, QR_OPTIONS, secondsLeft } from '../food/qr-payment';
import { useQrImage } from '../food/useQrImage';

export type StayPayLinkView = RouterOutputs['folio']['createPayLink'];

/**
 * The QR code and link for a stay's balance, as the food checkout shows them (same QR settings and
 * countdown); the guest scans it at the desk. The folio watches for the payment.
 */
export function StayPayLink({ link, receivedAt, onClose }: { link: StayPayLinkView; receivedAt: number; onClose: () => void }) {
  const t = useT();
  const url = new URL(link.url, window.location.origin).toString();
  const qr = useQrImage(url);
  const [now, setNow] = useState(receivedAt);
  const left = secondsLeft(deadlineFrom(link.expiresInSeconds, receivedAt), now);
  const tone = countdownTone(left);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack align="center" gap="xs" aria-label={t('QR pay link')}>
      <Text fw={700} data-testid="pay-link-amount">
        {t('{amount} by QR link', { amount: formatMoney(link.amount) })}
      </Text>
      {/* Dark on white in either theme: scanners need the contrast. */}
      <Box p={8} bg="white" style={{ borderRadius: 12, border: '1px solid var(--mantine-color-default-border)', lineHeight: 0 }}>
        {qr ? (
          <img
            src={qr}
            width={QR_OPTIONS.width}
            height={QR_OPTIONS.width}
            alt={t('QR code for paying the balance')}
            data-testid="payment-qr"
            style={tone === 'expired' ? { opacity: 0.12 } : undefined}
          />
        ) : (
          <Skeleton w={QR_OPTIONS.width} h={QR_OPTIONS.width} />
        )}
      </Box>
      <Text size="sm" c={tone === 'normal' ? 'dimmed' : 'red'} role="timer">
        {tone === 'expired' ? t('This link has expired') : t('Expires in {time}', { time: formatCountdown(left) })}
      </Text>
      <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ wordBreak: 'break-all' }}>
        <Group gap={2} component="span" display="inline-flex">
          {t('Open payment page')}
          <IconExternalLink size={14} />
        </Group>
      </Anchor>
      <Button variant="default" size="xs" onClick={onClose}>
        {t('Back')}
      </Button>
    </Stack>
  );
}
