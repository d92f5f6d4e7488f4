import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@innkeep/api-contract';
import { formatMoney } from '../../lib/format';

/*
 * Audit entries as sentences: "Ana Admin changed room 101's price from $120.00 to $140.00". The
 * server names the subject (`subject`) and, since they are recorded, the old and new values
 * (`changes`); older entries, which recorded only the names of the fields, read as well as they can.
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
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value === 'number' && key.endsWith('Cents')) return formatMoney(value / 100);
  if (typeof value === 'number' && key.endsWith('Percent')) return `${value}%`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return /\s/.test(value) ? `“${value}”` : value;
  return JSON.stringify(value);
}

/** "a, b and c". */
function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const possessive = (subject: string) => (subject.endsWith('s') ? `${subject}’` : `${subject}’s`);

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
    .map(([key, change]) => `${fieldLabel(key)} from ${valueText(key, change.from)} to ${valueText(key, change.to)}`);
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

const VERBS: Record<string, string> = {
  create: 'created',
  delete: 'deleted',
  update: 'changed',
  approve: 'approved',
  reject: 'rejected',
  available: 'put back on the menu',
  unavailable: 'took off the menu',
  revoke: 'revoked',
  issue: 'issued an invoice for',
  cancel: 'cancelled',
  respond: 'answered',
  keep: 'kept the money, without a refund, on',
  backup: 'downloaded a backup of',
  'backup-now': 'backed up',
};

/** The sentence for an entry, and the details it did not say. */
export function auditSentence(entry: AuditEntryLike): { sentence: string; rest: Record<string, unknown> } {
  const { details } = entry;
  const who = entry.actor.name === 'system' ? 'The system' : entry.actor.name;
  const subject =
    entry.subject ?? (entry.entityId ? `${entry.entity.replace(/_/g, ' ')} ${entry.entityId}` : entry.entity.replace(/_/g, ' '));
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  // Record ids (ledgerId, invoiceId…) mean nothing to a reader: the subject names the record.
  const rest = Object.fromEntries(Object.entries(details).filter(([key]) => !SAID.includes(key) && !/Id$/.test(key)));
  const money = typeof details.amountCents === 'number' ? formatMoney(details.amountCents / 100) : '';
  const method = PAYMENT_METHOD_LABELS[details.method as PaymentMethod]?.toLowerCase();

  const sentence = (() => {
    if (entry.action === 'payment.record') return `${who} recorded a ${method ? `${method} ` : ''}payment of ${money} on ${subject}`;
    if (entry.action === 'payment.refund') return `${who} refunded ${money}${method ? ` (${method})` : ''} on ${subject}`;
    if (entry.action === 'user.delete') return `${who} deleted the account of ${subject}`;
    if (entry.action === 'invoice.issue' && typeof details.number === 'number')
      return `${who} issued invoice #${details.number} for ${subject}`;
    if (typeof details.from === 'string' && typeof details.to === 'string') {
      if (verb === 'role') return `${who} changed ${possessive(subject)} role from ${details.from} to ${details.to}`;
      if (verb === 'status') return `${who} moved ${subject} from ${details.from} to ${details.to}`;
    }
    const list = changeList(details);
    if (list) return entry.entity === 'settings' ? `${who} changed ${subject}: ${list}` : `${who} changed ${possessive(subject)} ${list}`;
    const done = VERBS[verb];
    return done ? `${who} ${done} ${subject}` : `${who}: ${entry.action} on ${subject}`;
  })();
  return { sentence, rest };
}
