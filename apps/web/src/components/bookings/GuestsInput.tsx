import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_GUESTS } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

/** The party's size in a stay search (the landing page, /rooms): a whole number of guests the hotel takes. */
export function GuestsInput(props: Pick<NumberInputProps, 'value' | 'onChange' | 'placeholder'>) {
  const t = useT();
  return (
    <NumberInput
      label={t('Guests')}
      min={1}
      max={MAX_GUESTS}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}
