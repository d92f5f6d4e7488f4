import { Group, Stack, Text } from '@mantine/core';
import type { Quote } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { shortDayLabel } from '../desk/calendar';
import { TotalRow } from '../TotalRow';

function Line({ label, amount, dimmed = true }: { label: string; amount: number; dimmed?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" component="li">
      <Text size="sm" c={dimmed ? 'dimmed' : undefined}>
        {label}
      </Text>
      <Text size="sm" c={dimmed ? 'dimmed' : undefined}>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
}

/**
 * A stay's price as the server priced it (rooms.quote or a booking's stored `price`): each night, extra
 * persons, the offer's discount, each tax (inside the prices or added on top) and the total.
 */
export function QuoteBreakdown({ quote, testId = 'quote-total' }: { quote: Quote; testId?: string }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Stack gap={2} component="ul" aria-label={t('Price per night')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {quote.nights.map((night) => (
          <Line key={night.date} label={t('Night of {day}', { day: shortDayLabel(night.date) })} amount={night.price} />
        ))}
        {quote.extraPersons > 0 && <Line label={t('Extra persons')} amount={quote.extraPersons} />}
        {quote.discount > 0 && <Line label={t('Non-refundable discount')} amount={-quote.discount} />}
        {quote.taxes.map((tax) => (
          <Line key={tax.name} label={tax.included ? t('{tax} (included)', { tax: tax.name }) : tax.name} amount={tax.amount} />
        ))}
      </Stack>
      <TotalRow amount={quote.total} testId={testId} />
    </Stack>
  );
}
