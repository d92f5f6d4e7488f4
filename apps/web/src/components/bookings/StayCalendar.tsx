import { Group, Paper, Text } from '@mantine/core';
import { Calendar, DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_STAY_NIGHTS, addDays, stayNights } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { formatDay } from '../../lib/format';
import classes from './calendar.module.css';
import { isNightBooked, takenWithin, type NightRange } from './nights';

/** How far ahead a guest can page: a year of nights. */
const DAYS_AHEAD = 365;

interface StayCalendarProps {
  ranges: readonly NightRange[];
  /** The hotel's today: earlier days cannot be picked. */
  today: string;
  /** The stay being chosen; without `onChange` the calendar only shows the booked nights. */
  stay?: NightRange;
  onChange?: (stay: NightRange) => void;
  /** One month even on a wide screen, for a narrow column (the room page's sidebar). */
  singleMonth?: boolean;
  /** What a taken night is called: a dormitory's are the nights with no bed left. */
  bookedLabel?: string;
}

/**
 * Mantine's range calendar over hotel days: booked nights struck through and not selectable, and
 * once a check-in is picked, only check-out days that keep the stay clear of booked nights. A night
 * is the one starting on that day, so a booked stay's check-out day is free for the next guest.
 */
export function StayCalendar({ ranges, today, stay, onChange, singleMonth = false, bookedLabel: label }: StayCalendarProps) {
  const t = useT();
  const bookedLabel = label ?? t('Booked');
  const wide = useMediaQuery('(min-width: 48em)');
  const checkIn = stay?.checkIn ?? '';
  const picking = Boolean(onChange && checkIn && !stay?.checkOut);
  const excludeDate = (day: string) => {
    if (day < today) return true;
    if (picking && day > checkIn) return takenWithin(checkIn, day, ranges).length > 0 || stayNights(checkIn, day) > MAX_STAY_NIGHTS;
    return isNightBooked(day, ranges);
  };
  const dayProps = (day: string) => ({ 'data-day': day, 'data-booked': isNightBooked(day, ranges) || undefined });
  const dayLabel = (day: string) => `${formatDay(day)}${isNightBooked(day, ranges) ? `: ${bookedLabel.toLowerCase()}` : ''}`;
  const common = {
    classNames: { day: classes.day },
    numberOfColumns: wide && !singleMonth ? 2 : 1,
    minDate: today,
    maxDate: addDays(today, DAYS_AHEAD),
    defaultDate: checkIn > today ? checkIn : today,
    getDayProps: dayProps,
    getDayAriaLabel: dayLabel,
    excludeDate,
    // Red is for booked nights here, not for weekends.
    weekendDays: [],
    previousLabel: t('Previous month'),
    nextLabel: t('Next month'),
    size: wide ? ('sm' as const) : ('md' as const),
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={onChange ? t('Choose your nights') : t('Booked nights')}>
      <Group justify="center">
        {onChange ? (
          <DatePicker
            type="range"
            {...common}
            value={[checkIn || null, stay?.checkOut || null]}
            onChange={([from, to]) => onChange({ checkIn: from ?? '', checkOut: to ?? '' })}
          />
        ) : (
          <Calendar {...common} excludeDate={undefined} static />
        )}
      </Group>
      <Group gap="md" mt="sm" justify="center">
        <Legend kind="booked" label={bookedLabel} />
        {onChange && <Legend kind="selected" label={t('Your stay')} />}
        <Legend kind="free" label={t('Available')} />
      </Group>
    </Paper>
  );
}

function Legend({ kind, label }: { kind: 'booked' | 'selected' | 'free'; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.swatch} data-kind={kind} aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
