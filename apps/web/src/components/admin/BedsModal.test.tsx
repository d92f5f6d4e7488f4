// The admin's beds of a dormitory: each change is sent as the contract's bed inputs, the answer
// (the room) is what the dialog then shows, and a refusal is shown in the server's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BEDS_MSG } from '@innkeep/api-contract';
import { apiError, enter, modalReady, renderWithProviders } from '../../test/render';
import { BedsModal } from './BedsModal';

const bed = (id: string, label: string, outOfOrder = false) => ({ _id: id, label, outOfOrder, toStrip: false });
const room = { _id: 'r4', roomNumber: '401', beds: [bed('b1', 'A1 lower'), bed('b2', 'A1 upper')] };

async function renderBeds(handlers: Record<string, (input: unknown) => unknown>) {
  renderWithProviders(<BedsModal room={room} onClose={() => {}} />, { auth: false, handlers });
  await modalReady();
  return screen.getByRole('list', { name: 'Beds of room 401' });
}

describe('beds of a dormitory', () => {
  it('adds a bed and lists it from the answer', async () => {
    const create = vi.fn(() => ({ ...room, beds: [...room.beds, bed('b3', 'A2 lower')] }));
    const list = await renderBeds({ 'admin.rooms.beds.create': create });
    expect(screen.getByText('2 of 2 beds in service: the room sells 2 beds a night.')).toBeInTheDocument();
    await enter(screen.getByRole('textbox', { name: 'New bed' }), 'A2 lower');
    await userEvent.click(screen.getByRole('button', { name: 'Add bed' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(create).toHaveBeenCalledWith({ roomId: 'r4', label: 'A2 lower' }, expect.anything());
    expect(screen.getByRole('textbox', { name: 'New bed' })).toHaveValue('');
  });

  it('a bed without a name is not sent', async () => {
    const create = vi.fn();
    await renderBeds({ 'admin.rooms.beds.create': create });
    await userEvent.click(screen.getByRole('button', { name: 'Add bed' }));
    expect(screen.getByRole('textbox', { name: 'New bed' })).toHaveAccessibleDescription('Please enter the bed’s name');
    expect(create).not.toHaveBeenCalled();
  });

  it('renames a bed and puts another out of order', async () => {
    const update = vi.fn((input: unknown) => {
      const { bedId, label, outOfOrder } = input as { bedId: string; label?: string; outOfOrder?: boolean };
      return {
        ...room,
        beds: room.beds.map((b) => (b._id === bedId ? { ...b, label: label ?? b.label, outOfOrder: outOfOrder ?? b.outOfOrder } : b)),
      };
    });
    const list = await renderBeds({ 'admin.rooms.beds.update': update });
    await userEvent.click(screen.getByRole('button', { name: 'Rename A1 lower' }));
    const name = screen.getByRole('textbox', { name: 'New name for A1 lower' });
    await userEvent.clear(name);
    await enter(name, 'Window bunk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Window bunk')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ roomId: 'r4', bedId: 'b1', label: 'Window bunk' }, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Put A1 upper out of order' }));
    expect(await within(list).findByText('Out of order')).toBeInTheDocument();
    expect(update).toHaveBeenLastCalledWith({ roomId: 'r4', bedId: 'b2', outOfOrder: true }, expect.anything());
    expect(screen.getByRole('button', { name: 'Put A1 upper back in service' })).toBeInTheDocument();
  });

  it('a bed with a stay to come is kept, and the server’s reason shown as given', async () => {
    const refusal = BEDS_MSG.bedHasStays('A1 lower', '2026-12-10', '2026-12-12');
    const remove = vi.fn(() => {
      throw apiError('CONFLICT', refusal, 409);
    });
    const list = await renderBeds({ 'admin.rooms.beds.remove': remove });
    await userEvent.click(screen.getByRole('button', { name: 'Remove A1 lower' }));
    // The row asks first; the same name now confirms.
    await userEvent.click(screen.getByRole('button', { name: 'Remove A1 lower' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(remove).toHaveBeenCalledWith({ roomId: 'r4', bedId: 'b1' }, expect.anything());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
