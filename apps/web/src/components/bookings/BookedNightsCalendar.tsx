import { ActionIcon, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDay } from '../../lib/format';
import classes from './calendar.module.css';
import { compareMonths, isNightBooked, monthOf, monthWeeks, shiftMonth, type Month, type NightRange } from './nights';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** How far ahead a guest can page: a year of nights. */
const MONTHS_AHEAD = 12;

function monthLabel({ year, month }: Month): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

interface BookedNightsCalendarProps {
  ranges: readonly NightRange[];
  /** The hotel's today: earlier days are shown as past. */
  today: string;
  /** The stay being chosen, highlighted so clashes with booked nights stand out. */
  selection?: NightRange | null;
}

/**
 * A month of nights: booked ones struck through in red, the guest's chosen stay in blue. A night is
 * the one starting on that day, so a check-out day is free for the next guest.
 */
export function BookedNightsCalendar({ ranges, today, selection }: BookedNightsCalendarProps) {
  const first = monthOf(today);
  const [month, setMonth] = useState<Month>(() => (selection?.checkIn && selection.checkIn > today ? monthOf(selection.checkIn) : first));
  const canGoBack = compareMonths(month, first) > 0;
  const canGoForward = compareMonths(month, shiftMonth(first, MONTHS_AHEAD)) < 0;
  const inSelection = (day: string) =>
    Boolean(selection && selection.checkIn && selection.checkOut && selection.checkIn <= day && day < selection.checkOut);

  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon variant="subtle" aria-label="Previous month" disabled={!canGoBack} onClick={() => setMonth(shiftMonth(month, -1))}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {monthLabel(month)}
        </Text>
        <ActionIcon variant="subtle" aria-label="Next month" disabled={!canGoForward} onClick={() => setMonth(shiftMonth(month, 1))}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <table className={classes.grid} aria-label={`Booked nights in ${monthLabel(month)}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className={classes.weekday}>
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} />;
                const booked = isNightBooked(day, ranges);
                const selected = inSelection(day);
                const state = [booked && 'booked', selected && 'your stay', day === today && 'today'].filter(Boolean).join(', ');
                return (
                  <td
                    key={day}
                    className={classes.day}
                    data-booked={booked || undefined}
                    data-selected={selected || undefined}
                    data-past={day < today || undefined}
                    data-today={day === today || undefined}
                    data-day={day}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <VisuallyHidden>{`${formatDay(day)}${state ? `: ${state}` : ''}`}</VisuallyHidden>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Group gap="md" mt="sm">
        <Legend kind="booked" label="Booked" />
        {selection && <Legend kind="selected" label="Your stay" />}
        <Legend kind="free" label="Available" />
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
