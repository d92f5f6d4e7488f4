import { eq, sql } from 'drizzle-orm';
import { counters, invoices, type DbOrTx } from '@innkeep/db';
import { recordAudit, type Actor } from '../operations/audit';
import type { Subject } from './ledger';

/*
 * Invoices: one per stay (issued at check-out) and one per order paid on its own (issued at
 * payment); items settled before invoices existed get theirs on first request. Numbers come from
 * the 'invoice' counter, incremented in the issuing transaction, so they are unique and gap-free:
 * a transaction that rolls back takes its increment with it.
 */

/** Issues the subject's invoice unless it has one; returns its number. Call inside the transaction that settles it. */
export function issueInvoice(tx: DbOrTx, actor: Actor | null, subject: Subject, at: Date): number {
  const existing = tx
    .select({ number: invoices.number })
    .from(invoices)
    .where('bookingId' in subject ? eq(invoices.bookingId, subject.bookingId) : eq(invoices.foodOrderId, subject.foodOrderId))
    .get();
  if (existing) return existing.number;
  const next = tx
    .insert(counters)
    .values({ name: 'invoice', value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value })
    .get();
  const row = tx
    .insert(invoices)
    .values({ ...subject, number: next.value, issuedAt: at.toISOString(), issuedBy: actor?.id ?? null })
    .returning({ id: invoices.id })
    .get();
  const [entity, entityId] = 'bookingId' in subject ? ['booking', subject.bookingId] : ['food_order', subject.foodOrderId];
  recordAudit(tx, actor, 'invoice.issue', entity, entityId, { invoiceId: row.id, number: next.value }, at);
  return next.value;
}
