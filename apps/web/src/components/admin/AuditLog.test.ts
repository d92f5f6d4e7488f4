import { describe, expect, it } from 'vitest';
import { describeDetails } from './AuditLog';

describe('describeDetails', () => {
  it('writes amounts recorded in cents as money and everything else as it was recorded', () => {
    expect(describeDetails({ totalCents: 450, lines: 1 })).toBe('total: $4.50 · lines: 1');
    expect(describeDetails({ from: 'pending', to: 'confirmed' })).toBe('from: pending · to: confirmed');
    expect(describeDetails({ amountCents: 'n/a', tags: ['a'] })).toBe('amountCents: n/a · tags: ["a"]');
  });
});
