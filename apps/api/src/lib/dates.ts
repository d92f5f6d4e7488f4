/** Instants of hotel dates ('YYYY-MM-DD', local to the hotel, not to the server); the dates themselves: @innkeep/api-contract. */
import { zoneFormatter } from '@innkeep/api-contract';

const wallClockFormat = zoneFormatter('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// sv-SE writes dates as YYYY-MM-DD and times as HH:MM.
const dateTimeFormat = zoneFormatter('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Offset of the time zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
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

/** An instant as the hotel's clocks show it, 'YYYY-MM-DD HH:MM' (CSV files, invoices). */
export function hotelDateTime(iso: string, timeZone: string): string {
  return dateTimeFormat(timeZone).format(new Date(iso));
}

/**
 * The stretches of [since, until) (ms) over which the zone's offset is constant, each from its first
 * instant: one stretch, or a few more across daylight-saving switches, found to the minute.
 */
export function zoneOffsetSpans(since: number, until: number, timeZone: string): { from: number; offsetMs: number }[] {
  const DAY = 86_400_000;
  const spans = [{ from: since, offsetMs: zoneOffsetMs(since, timeZone) }];
  for (let at = since; at < until; at += DAY) {
    const next = Math.min(at + DAY, until - 1);
    const offsetMs = zoneOffsetMs(next, timeZone);
    if (offsetMs === spans.at(-1)!.offsetMs) continue;
    // The switch lies in (at, next], on a whole minute: bisect over minutes.
    const MINUTE = 60_000;
    let [low, high] = [Math.floor(at / MINUTE), Math.ceil(next / MINUTE)];
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (zoneOffsetMs(mid * MINUTE, timeZone) === offsetMs) high = mid;
      else low = mid;
    }
    spans.push({ from: high * MINUTE, offsetMs });
  }
  return spans;
}
