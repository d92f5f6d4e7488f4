import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage, formNumber } from './common';

describe('formNumber', () => {
  const guests = formNumber(z.number({ error: 'Please enter guests' }).min(0, 'Guests cannot be negative'));

  it('takes numbers and their decimal text, answering numbers', () => {
    expect(guests.parse(2)).toBe(2);
    expect(guests.parse('2')).toBe(2);
    expect(guests.parse('199.50')).toBe(199.5);
  });

  it("refuses other text with the field's own message, and still applies its rules", () => {
    for (const text of ['abc', '', '1e3', ' 2', '2.', '.5', '0x10', 'Infinity']) {
      const parsed = guests.safeParse(text);
      expect(parsed.success, text).toBe(false);
      if (!parsed.success) expect(firstIssueMessage(parsed.error)).toBe('Please enter guests');
    }
    const negative = guests.safeParse('-1');
    expect(negative.success || firstIssueMessage(negative.error)).toBe('Guests cannot be negative');
  });
});
