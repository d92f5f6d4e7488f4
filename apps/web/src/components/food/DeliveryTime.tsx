import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { DeliveryTimeInput } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

export interface Delivery {
  when: 'now' | DeliveryTimeInput['day'];
  /** 'HH:MM' by the hotel's clocks; used unless `when` is now. */
  time: string;
}

/** The order's `deliverAt`: nothing for "as soon as it is ready", else the day and time asked for. */
export function deliveryChoice(delivery: Delivery): { deliverAt?: DeliveryTimeInput } {
  return delivery.when === 'now' ? {} : { deliverAt: { day: delivery.when, time: delivery.time } };
}

/** When to bring the order: now, or a time today or tomorrow (breakfast at 8:00). */
export function DeliveryTime({ value, onChange }: { value: Delivery; onChange: (value: Delivery) => void }) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="delivery-when">
        {t('Delivery time')}
      </Text>
      <Group gap="sm" align="center">
        <SegmentedControl
          style={{ flex: '1 1 240px' }}
          fullWidth
          aria-labelledby="delivery-when"
          value={value.when}
          onChange={(when) => onChange({ ...value, when })}
          data={[
            { value: 'now', label: t('Now') },
            { value: 'today', label: t('Today') },
            { value: 'tomorrow', label: t('Tomorrow') },
          ]}
        />
        {value.when !== 'now' && (
          <TimeInput
            aria-label={t('Delivery time of day')}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
            w={120}
          />
        )}
      </Group>
    </Stack>
  );
}
