import { UnstyledButton } from '@mantine/core';
import { useT } from '../../i18n/language';
import { externalLabel, visibleNights } from './calendar';
import classes from './desk.module.css';
import type { CalendarExternalStay } from './types';

interface ExternalStayBarProps {
  stay: CalendarExternalStay;
  /** The cell the bar starts in: the stay's first night, or the first day in view. */
  day: string;
  days: string[];
  onOpen: (stayId: string) => void;
  /** Inside the room grid, whose cells take the keyboard (Enter on the night opens it): no tab stop of its own. */
  inGrid?: boolean;
}

/**
 * A channel's stay on the desk calendar, labelled "Booking.com · Reserved"; a button that opens it. A
 * stay in conflict says so in words and runs along the bottom of the row, under the booking's bar
 * that holds the same nights, so both stay readable.
 */
export function ExternalStayBar({ stay, day, days, onOpen, inGrid = false }: ExternalStayBarProps) {
  const t = useT();
  const conflict = stay.conflict !== null;
  return (
    <UnstyledButton
      className={[classes.external, conflict && classes.conflict].filter(Boolean).join(' ')}
      // As wide as its nights in view, over the cells to its right.
      style={{ width: `calc(${visibleNights(stay, day, days)} * 100% - 8px)` }}
      tabIndex={inGrid ? -1 : undefined}
      aria-label={t('{stay}: open the channel stay', { stay: externalLabel(stay, true) })}
      onMouseDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(stay._id);
      }}
    >
      <span className={classes.externalText}>{conflict ? t('Conflict · {stay}', { stay: externalLabel(stay) }) : externalLabel(stay)}</span>
    </UnstyledButton>
  );
}
