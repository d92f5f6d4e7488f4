// A check-out field is on screen before its check-in is chosen (/rooms, the booking form): its calendar
// must still open on the check-in's month, not on the month the field was first shown in.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HotelDateInput } from './HotelDateInput';

function CheckOut({ checkIn }: { checkIn: string }) {
  const [chosen, setChosen] = useState<string>();
  const [checkOut, setCheckOut] = useState('');
  return (
    <>
      <button type="button" onClick={() => setChosen(checkIn)}>
        Choose the check-in
      </button>
      <HotelDateInput label="Check-out" defaultDate={chosen} value={checkOut} onChange={setCheckOut} />
    </>
  );
}

describe('the check-out picker', () => {
  it('opens on the month of a check-in chosen after the field was shown', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckOut checkIn="2031-03-14" />, { auth: false });
    await user.click(screen.getByRole('button', { name: 'Choose the check-in' }));
    await user.click(screen.getByRole('textbox', { name: 'Check-out' }));
    expect(await screen.findByRole('button', { name: 'March 2031' })).toBeInTheDocument();
  });

  it('keeps showing a chosen day’s month', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HotelDateInput label="Check-out" defaultDate="2031-03-14" value="2031-06-02" onChange={() => undefined} />, {
      auth: false,
    });
    await user.click(screen.getByRole('textbox', { name: 'Check-out' }));
    expect(await screen.findByRole('button', { name: 'June 2031' })).toBeInTheDocument();
  });
});
