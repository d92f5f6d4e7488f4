import { Checkbox, Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useT } from '../../i18n/language';

interface TotalValues {
  total?: number | string | undefined;
  totalReason?: string | undefined;
}

/** "Set a different total": the total the desk agreed with the guest, and why (audited, shown on the folio). */
export function AgreedTotal<V extends TotalValues, T>({ form }: { form: UseFormReturnType<V, T> }) {
  const t = useT();
  const [override, setOverride] = useState(false);
  return (
    <>
      <Checkbox
        label={t('Set a different total')}
        checked={override}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setOverride(on);
          // A total the desk no longer sets must not be sent, nor ask for its reason.
          if (!on) form.setValues({ total: undefined, totalReason: '' } as Partial<V>);
        }}
      />
      {override && (
        <Group grow align="flex-start">
          <NumberInput label={t('Total')} required min={0} decimalScale={2} {...form.getInputProps('total')} />
          <TextInput label={t('Reason')} required {...form.getInputProps('totalReason')} />
        </Group>
      )}
    </>
  );
}
