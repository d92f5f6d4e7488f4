import { describe, expect, it } from 'vitest';
import { inSelection, selectedNights, spanSelection } from './rates';

describe('rate selection', () => {
  it('counts rooms × the chosen weekdays of the range', () => {
    // 2026-12-01 is a Tuesday: December 2026 has four Fridays and four Saturdays.
    const selection = { roomIds: ['a', 'b', 'a'], from: '2026-12-01', to: '2026-12-31', weekdays: [5, 6] };
    expect(selectedNights(selection)).toBe(16);
    expect(selectedNights({ ...selection, weekdays: [] })).toBe(62);
    expect(selectedNights({ ...selection, to: '2026-11-30' })).toBe(0);
  });

  it('spans the rectangle between two cells either way round', () => {
    const order = ['r1', 'r2', 'r3', 'r4'];
    const span = spanSelection(order, { roomId: 'r3', day: '2026-12-05' }, { roomId: 'r2', day: '2026-12-02' }, [6]);
    expect(span).toEqual({ roomIds: ['r2', 'r3'], from: '2026-12-02', to: '2026-12-05', weekdays: [6] });
    expect(inSelection(span, 'r2', '2026-12-05')).toBe(true);
    expect(inSelection(span, 'r2', '2026-12-04')).toBe(false);
    expect(inSelection(span, 'r4', '2026-12-05')).toBe(false);
  });
});
