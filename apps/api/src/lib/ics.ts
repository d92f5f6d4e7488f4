/** iCalendar text (RFC 5545): escaped values, lines folded at 75 octets, CRLF line endings. */

/** One all-day event: `start` and `end` are hotel dates, `end` exclusive (the check-out day). */
export interface IcsEvent {
  uid: string;
  /** When the event last changed (an ISO instant). */
  stamp: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  status: 'TENTATIVE' | 'CONFIRMED';
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, other control characters dropped. */
export function icsText(value: string): string {
  const escaped = value.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped)
    .filter((ch) => ch === '\t' || (ch >= ' ' && ch !== '\u007f'))
    .join('');
}

/** A content line folded so no line exceeds 75 octets (§3.1), never inside a UTF-8 character; continuations start with a space. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const icsDate = (day: string) => day.replaceAll('-', '');
/** `2026-11-24T03:00:00.000Z` → `20261124T030000Z` (a UTC DATE-TIME). */
const icsInstant = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');

/** A whole calendar, ending in CRLF as every content line must. */
export function icsCalendar(name: string, events: readonly IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Innkeep//Front Desk//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${icsInstant(event.stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `STATUS:${event.status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
