// The payments and analytics presets count from the hotel's today, not the browser's.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HOTEL_INFO, hotelToday } from '@innkeep/api-contract';
import { renderWithProviders } from '../../test/render';
import { DateRangeFilter } from './DateRangeFilter';

// 20:00 UTC on 31 March is already 10:00 on 1 April on Kiritimati (UTC+14), and still 31 March in
// every zone from UTC-12 to UTC+3.
const NOW = new Date('2026-03-31T20:00:00.000Z');
const ZONE = 'Pacific/Kiritimati';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('date range presets', () => {
  it("count from the hotel's today in its time zone", async () => {
    expect(hotelToday(NOW, ZONE)).toBe('2026-04-01');
    const onChange = vi.fn();
    const { queryClient } = renderWithProviders(<DateRangeFilter preset="custom" range={{}} onChange={onChange} />, {
      auth: false,
      handlers: { 'settings.hotel': () => ({ ...DEFAULT_HOTEL_INFO, timeZone: ZONE }) },
    });
    await waitFor(() => expect(queryClient.getQueryState([['settings', 'hotel'], { type: 'query' }])?.status).toBe('success'));

    const period = screen.getByLabelText('Period');
    await userEvent.selectOptions(period, 'today');
    expect(onChange).toHaveBeenLastCalledWith('today', { from: '2026-04-01', to: '2026-04-01' });
    await userEvent.selectOptions(period, 'thisMonth');
    expect(onChange).toHaveBeenLastCalledWith('thisMonth', { from: '2026-04-01', to: '2026-04-01' });
    await userEvent.selectOptions(period, 'lastMonth');
    expect(onChange).toHaveBeenLastCalledWith('lastMonth', { from: '2026-03-01', to: '2026-03-31' });
    await userEvent.selectOptions(period, 'last7');
    expect(onChange).toHaveBeenLastCalledWith('last7', { from: '2026-03-26', to: '2026-04-01' });
  });
});
