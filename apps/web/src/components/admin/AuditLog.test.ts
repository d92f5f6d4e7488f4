import { describe, expect, it } from 'vitest';
import { describeDetails } from './AuditLog';
import { auditSentence, type AuditEntryLike } from './audit-sentences';

describe('describeDetails', () => {
  it('writes amounts recorded in cents as money and everything else as it was recorded', () => {
    expect(describeDetails({ totalCents: 450, lines: 1 })).toBe('total: $4.50 · lines: 1');
    expect(describeDetails({ from: 'pending', to: 'confirmed' })).toBe('from: pending · to: confirmed');
    expect(describeDetails({ amountCents: 'n/a', tags: ['a'] })).toBe('amountCents: n/a · tags: ["a"]');
    expect(describeDetails({ paymentStatus: { from: 'pending', to: 'paid' } })).toBe('payment status: pending → paid');
  });
});

const entry = (action: string, entity: string, subject: string | null, details: Record<string, unknown>): AuditEntryLike => ({
  actor: { name: 'Ana Admin' },
  action,
  entity,
  entityId: 'r1',
  subject,
  details,
});

describe('audit entries as sentences', () => {
  it('a room edit names the room and each change with its old and new value', () => {
    const { sentence, rest } = auditSentence(
      entry('room.update', 'room', 'room 101', {
        roomNumber: '101',
        fields: ['priceCents', 'description'],
        changes: { priceCents: { from: 12_000, to: 14_000 } },
      }),
    );
    expect(sentence).toBe('Ana Admin changed room 101’s price from $120.00 to $140.00 and description');
    expect(rest).toEqual({});
  });

  it('an older entry, with only the names of the fields, says which fields changed', () => {
    const old = entry('room.update', 'room', 'room 101', {
      roomNumber: '101',
      fields: ['priceCents', 'status'],
      statusFrom: 'available',
      statusTo: 'maintenance',
    });
    expect(auditSentence(old).sentence).toBe('Ana Admin changed room 101’s status from available to maintenance and price');
  });

  it('settings, statuses, roles and money', () => {
    expect(
      auditSentence(
        entry('settings.update', 'settings', 'the hotel settings', {
          fields: ['currency', 'taxRatePercent', 'pricesIncludeTax'],
          changes: {
            currency: { from: 'USD', to: 'EUR' },
            taxRatePercent: { from: 0, to: 20 },
            pricesIncludeTax: { from: true, to: false },
          },
        }),
      ).sentence,
    ).toBe('Ana Admin changed the hotel settings: currency from USD to EUR, tax rate from 0% to 20% and prices include tax from on to off');
    const status = auditSentence(
      entry('booking.status', 'booking', 'Grace Hopper’s booking K7Q-4ZP (room 101)', {
        from: 'confirmed',
        to: 'checked-in',
        role: 'staff',
        roomNumber: '101',
      }),
    );
    expect(status.sentence).toBe('Ana Admin moved Grace Hopper’s booking K7Q-4ZP (room 101) from confirmed to checked-in');
    expect(status.rest).toEqual({ role: 'staff' });
    expect(auditSentence(entry('user.role', 'user', 'Sam Staff', { from: 'customer', to: 'staff', email: 's@x' })).sentence).toBe(
      'Ana Admin changed Sam Staff’s role from customer to staff',
    );
    expect(auditSentence(entry('payment.record', 'booking', 'a booking', { amountCents: 10_000, method: 'cash' })).sentence).toBe(
      'Ana Admin recorded a cash payment of $100.00 on a booking',
    );
    expect(auditSentence(entry('invoice.issue', 'booking', 'a booking', { invoiceId: 'abc', number: 26 }))).toEqual({
      sentence: 'Ana Admin issued invoice #26 for a booking',
      rest: {},
    });
    // No subject known: the entity and its id.
    expect(auditSentence(entry('thing.happen', 'thing', null, {})).sentence).toBe('Ana Admin: thing.happen on thing r1');
  });
});
