/** Date and time in the viewer's locale, e.g. 'Mar 10, 2026, 3:30 PM'. */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
