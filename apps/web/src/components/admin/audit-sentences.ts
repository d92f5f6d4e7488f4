import { t } from '@innkeep/api-contract';
import { formatMoney } from '../../lib/format';

/*
 * Audit entries as sentences: "Ana Admin changed room 101's price from $120.00 to $140.00". The
 * server names the subject (`subject`) and, since they are recorded, the old and new values
 * (`changes`); older entries, which recorded only the names of the fields, read as well as they can.
 * Each sentence is one message in the current language; field names are the recorded keys, spelled out.
 */

export interface AuditEntryLike {
  actor: { name: string };
  action: string;
  entity: string;
  entityId: string | null;
  subject: string | null;
  details: Record<string, unknown>;
}

type Change = { from: unknown; to: unknown };

/** 'priceCents' as 'price', 'taxRatePercent' as 'tax rate', 'checkIn' as 'check-in'. */
export function fieldLabel(key: string): string {
  const bare = key.replace(/(Cents|Percent)$/, '');
  if (bare === 'checkIn' || bare === 'checkOut') return bare === 'checkIn' ? 'check-in' : 'check-out';
  return bare.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A recorded value as people read it: cents as money, percents with %, switches as on/off. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('nothing');
  if (typeof value === 'number' && key.endsWith('Cents')) return formatMoney(value / 100);
  if (typeof value === 'number' && key.endsWith('Percent')) return `${value}%`;
  if (typeof value === 'boolean') return value ? t('on') : t('off');
  if (typeof value === 'string') return /\s/.test(value) ? `“${value}”` : value;
  return JSON.stringify(value);
}

/** "a, b and c". */
function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : t('{items} and {last}', { items: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}

/** English writes "James’ role" but "Ana’s role": the messages choose by this. */
const ending = (subject: string) => (subject.endsWith('s') ? 's' : 'other');

export const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'to' in value;

/** The changes an entry recorded: `changes`, else an older entry's `statusFrom`/`statusTo`, else two snapshots `from`/`to`. */
function changesOf(details: Record<string, unknown>): Record<string, Change> {
  if (typeof details.changes === 'object' && details.changes !== null) return details.changes as Record<string, Change>;
  if ('statusFrom' in details) return { status: { from: details.statusFrom, to: details.statusTo } };
  const { from, to } = details;
  if (typeof from === 'object' && from !== null && typeof to === 'object' && to !== null) {
    const before = from as Record<string, unknown>;
    const after = to as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(after)
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .map((key) => [key, { from: before[key], to: after[key] }]),
    );
  }
  return {};
}

/** "price from $120.00 to $140.00, status from available to maintenance and description". */
function changeList(details: Record<string, unknown>): string {
  const changes = changesOf(details);
  const quoted = Object.entries(changes)
    .filter(([, change]) => isChange(change))
    .map(([key, change]) =>
      t('{field} from {before} to {after}', {
        field: fieldLabel(key),
        before: valueText(key, change.from),
        after: valueText(key, change.to),
      }),
    );
  const named = (Array.isArray(details.fields) ? (details.fields as string[]) : []).filter((key) => !(key in changes)).map(fieldLabel);
  return listText([...quoted, ...named]);
}

/** The keys a sentence has said; the rest are shown beside it. */
const SAID = [
  'changes',
  'fields',
  'statusFrom',
  'statusTo',
  'from',
  'to',
  'name',
  'email',
  'roomNumber',
  'amountCents',
  'method',
  'number',
];

/** The sentence for an entry, and the details it did not say. */
export function auditSentence(entry: AuditEntryLike): { sentence: string; rest: Record<string, unknown> } {
  const { details } = entry;
  const who = entry.actor.name === 'system' ? t('The system') : entry.actor.name;
  const subject =
    entry.subject ?? (entry.entityId ? `${entry.entity.replace(/_/g, ' ')} ${entry.entityId}` : entry.entity.replace(/_/g, ' '));
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  // Record ids (ledgerId, invoiceId…) mean nothing to a reader: the subject names the record.
  const rest = Object.fromEntries(Object.entries(details).filter(([key]) => !SAID.includes(key) && !/Id$/.test(key)));
  const amount = typeof details.amountCents === 'number' ? formatMoney(details.amountCents / 100) : '';
  const method = typeof details.method === 'string' ? details.method : 'none';

  const sentence = (() => {
    if (entry.action === 'payment.record')
      return t(
        '{who} recorded a {method, select, cash {cash payment} card {card payment} qr {qr link payment} other {payment}} of {amount} on {subject}',
        { who, method, amount, subject },
      );
    if (entry.action === 'payment.refund')
      return t('{who} refunded {amount}{method, select, cash { (cash)} card { (card)} qr { (qr link)} other {}} on {subject}', {
        who,
        method,
        amount,
        subject,
      });
    if (entry.action === 'user.delete') return t('{who} deleted the account of {subject}', { who, subject });
    if (entry.action === 'invoice.issue' && typeof details.number === 'number')
      return t('{who} issued invoice #{number} for {subject}', { who, number: String(details.number), subject });
    if (typeof details.from === 'string' && typeof details.to === 'string') {
      const values = { who, subject, from: details.from, to: details.to, ending: ending(subject) };
      if (verb === 'role')
        return t(
          '{ending, select, s {{who} changed {subject}’ role from {from} to {to}} other {{who} changed {subject}’s role from {from} to {to}}}',
          values,
        );
      if (verb === 'status') return t('{who} moved {subject} from {from} to {to}', values);
    }
    const list = changeList(details);
    if (list)
      return entry.entity === 'settings'
        ? t('{who} changed {subject}: {list}', { who, subject, list })
        : t('{ending, select, s {{who} changed {subject}’ {list}} other {{who} changed {subject}’s {list}}}', {
            who,
            subject,
            list,
            ending: ending(subject),
          });
    return t(
      '{verb, select, create {{who} created {subject}} delete {{who} deleted {subject}} update {{who} changed {subject}} approve {{who} approved {subject}} reject {{who} rejected {subject}} available {{who} put back on the menu {subject}} unavailable {{who} took off the menu {subject}} revoke {{who} revoked {subject}} issue {{who} issued an invoice for {subject}} cancel {{who} cancelled {subject}} respond {{who} answered {subject}} keep {{who} kept the money, without a refund, on {subject}} backup {{who} downloaded a backup of {subject}} backupNow {{who} backed up {subject}} other {{who}: {action} on {subject}}}',
      // ICU choices are words: 'backup-now' is asked for as 'backupNow'.
      { verb: verb.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), who, subject, action: entry.action },
    );
  })();
  return { sentence, rest };
}
