import { UnstyledButton } from '@mantine/core';
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
  const conflict = stay.conflict !== null;
  return (
    <UnstyledButton
      className={[classes.external, conflict && classes.conflict].filter(Boolean).join(' ')}
      // As wide as its nights in view, over the cells to its right.
      style={{ width: `calc(${visibleNights(stay, day, days)} * 100% - 8px)` }}
      tabIndex={inGrid ? -1 : undefined}
      // In the room grid the night's cell names the stay and opens it with Enter; read out again here, its words
      // would run into the booking bar's beside it and the cell's name could not contain both (WCAG 2.5.3).
      aria-hidden={inGrid || undefined}
      onMouseDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(stay._id);
      }}
    >
      {/* Named by what it shows, as the cell around it words it (WCAG 2.5.3): the conflict first, so it shows. */}
      <span className={classes.externalText}>{externalLabel(stay, true)}</span>
    </UnstyledButton>
  );
}
