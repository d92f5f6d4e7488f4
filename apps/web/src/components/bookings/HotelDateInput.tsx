import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

export interface HotelDateInputProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** A hotel date, 'YYYY-MM-DD', or '' when none is chosen. */
  value: string;
  onChange: (day: string) => void;
}

/**
 * A hotel date typed ('2026-12-10' or 'Dec 10, 2026') or picked from Mantine's calendar. The value
 * stays a 'YYYY-MM-DD' string. Give past days to `excludeDate`, not `minDate`: a typed past day must
 * still reach the form, which explains why it is refused.
 */
export function HotelDateInput({ value, onChange, ...props }: HotelDateInputProps) {
  return (
    <DateInput
      valueFormat="ddd, MMM D, YYYY"
      placeholder="Pick a date"
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      clearable
      // The clear button is an icon: named for screen readers (axe: button-name).
      clearButtonProps={{ 'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear date' }}
      weekendDays={[]}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
