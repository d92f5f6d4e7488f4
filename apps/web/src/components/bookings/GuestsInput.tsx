import { NumberInput, type NumberInputProps } from '@mantine/core';
import { MAX_GUESTS } from '@innkeep/api-contract';

/** The party's size in a stay search (the landing page, /rooms): a whole number of guests the hotel takes. */
export function GuestsInput(props: Pick<NumberInputProps, 'value' | 'onChange' | 'placeholder'>) {
  return (
    <NumberInput label="Guests" min={1} max={MAX_GUESTS} clampBehavior="strict" allowDecimal={false} allowNegative={false} {...props} />
  );
}
