import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/language';

export interface HotelDateInputProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'defaultDate'> {
  /** A hotel date, 'YYYY-MM-DD', or '' when none is chosen. */
  value: string;
  onChange: (day: string) => void;
  /** The month the calendar opens on while no day is chosen (a check-out field: its check-in's). */
  defaultDate?: string | undefined;
}

/**
 * A hotel date typed ('2026-12-10' or 'Dec 10, 2026') or picked from Mantine's calendar. The value
 * stays a 'YYYY-MM-DD' string. Give past days to `excludeDate`, not `minDate`: a typed past day must
 * still reach the form, which explains why it is refused.
 */
export function HotelDateInput({ value, onChange, defaultDate, ...props }: HotelDateInputProps) {
  const t = useT();
  // Mantine reads `defaultDate` once, when the field mounts: a check-out field shown before its
  // check-in was chosen would open on today's month. The shown month is ours, and follows a new
  // `defaultDate` while the field is empty.
  const [month, setMonth] = useState(value || defaultDate);
  const [monthFor, setMonthFor] = useState(defaultDate);
  if (defaultDate !== monthFor) {
    setMonthFor(defaultDate);
    if (!value && defaultDate) setMonth(defaultDate);
  }
  return (
    <DateInput
      valueFormat="ddd, MMM D, YYYY"
      placeholder={t('Pick a date')}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      clearable
      // The clear button is an icon: named for screen readers (axe: button-name).
      clearButtonProps={{ 'aria-label': typeof props.label === 'string' ? t('Clear {label}', { label: props.label }) : t('Clear date') }}
      weekendDays={[]}
      popoverProps={{ withinPortal: true }}
      {...props}
      date={month}
      onDateChange={setMonth}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
