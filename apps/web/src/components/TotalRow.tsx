import { Group, Text } from '@mantine/core';
import { useT } from '../i18n/language';
import { formatMoney } from '../lib/format';

/** 'Total' and the amount under a cart, a checkout or a booking; `prominent` where it is the page's last word before paying. */
export function TotalRow({ amount, testId, prominent = false }: { amount: number; testId: string; prominent?: boolean }) {
  const t = useT();
  return (
    <Group justify="space-between">
      <Text fw={700} size="lg">
        {t('Total')}
      </Text>
      <Text fw={prominent ? 800 : 700} size={prominent ? 'xl' : 'lg'} data-testid={testId}>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
}
