/** Instants of hotel dates ('YYYY-MM-DD', local to the hotel, not to the server); the dates themselves: @innkeep/api-contract. */

// One formatter per zone: making one costs far more than using it, and every booking view needs it.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** Offset of the time zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClockAsUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant (ms since the epoch) at which the hotel's clocks show `time` ('HH:MM') on `day`. */
export function hotelInstant(day: string, time: string, timeZone: string): number {
  const wallClock = Date.parse(`${day}T${time}:00Z`);
  const firstGuess = wallClock - zoneOffsetMs(wallClock, timeZone);
  // Near a daylight-saving switch the offset at the guess can differ from the one at the answer.
  return wallClock - zoneOffsetMs(firstGuess, timeZone);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** An instant as the hotel's clocks show it, 'YYYY-MM-DD HH:MM' (CSV files, invoices). */
export function hotelDateTime(iso: string, timeZone: string): string {
  // One formatter per zone: building one costs far more than formatting (a CSV formats every row).
  let format = wallClocks.get(timeZone);
  if (!format) {
    // sv-SE writes dates as YYYY-MM-DD and times as HH:MM.
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
