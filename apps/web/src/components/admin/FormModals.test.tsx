// The admin room and food forms (spec 02 §5): every required field has its message, shown on the
// field (and repeated above the buttons) before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enter, formAlert, modalReady, renderWithProviders } from '../../test/render';
import { FoodFormModal } from './FoodFormModal';
import { RoomFormModal } from './RoomFormModal';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}( \\*)?$`));

function expectFieldError(label: string, message: string) {
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(message);
}

/** Fills the fields given (an empty value empties the field). */
async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    if ((input as HTMLInputElement).value) await userEvent.clear(input);
    if (value) await enter(input, value);
  }
}

describe('room form', () => {
  // Capacity (2) and floor (1) start filled in.
  const complete: Record<string, string> = {
    Name: 'Garden Room',
    'Room Number': '12',
    'Price per night ($)': '120',
    Description: 'Quiet, facing the garden.',
  };

  async function submitRoom(values: Record<string, string>) {
    const create = vi.fn(() => ({ _id: 'r1' }));
    renderWithProviders(<RoomFormModal room={null} opened onClose={() => {}} />, {
      auth: false,
      handlers: { 'admin.rooms.create': create },
    });
    await modalReady();
    await fill(values);
    await userEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    return create;
  }

  it.each([
    ['Name', 'Please enter the room name'],
    ['Description', 'Please enter a description'],
    ['Price per night ($)', 'Please enter the price per night'],
    ['Capacity', 'Please enter the capacity'],
    ['Floor', 'Please enter the floor'],
    ['Room Number', 'Please enter the room number'],
  ])('without %s: "%s"', async (missing, message) => {
    const create = await submitRoom({ ...complete, [missing]: '' });
    expect(await formAlert('Create Room')).toHaveTextContent(message);
    expectFieldError(missing, message);
    expect(create).not.toHaveBeenCalled();
  });

  it('a complete room is sent', async () => {
    const create = await submitRoom(complete);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Garden Room', roomNumber: '12', price: 120, capacity: 2, floor: 1 }),
      expect.anything(),
    );
  });
});

describe('food form', () => {
  // Preparation time starts at 15 minutes.
  const complete: Record<string, string> = { Name: 'Porridge', 'Price ($)': '6.5', Description: 'Oats and honey.' };

  async function submitFood(values: Record<string, string>) {
    const create = vi.fn(() => ({ _id: 'f1' }));
    renderWithProviders(<FoodFormModal food={null} opened onClose={() => {}} />, {
      auth: false,
      handlers: { 'admin.food.create': create },
    });
    await modalReady();
    await fill(values);
    await userEvent.click(screen.getByRole('button', { name: 'Create Item' }));
    return create;
  }

  it.each([
    ['Name', 'Please enter the dish name'],
    ['Description', 'Please enter a description'],
    ['Price ($)', 'Please enter the price'],
    ['Prep time (minutes)', 'Please enter the preparation time'],
  ])('without %s: "%s"', async (missing, message) => {
    const create = await submitFood({ ...complete, [missing]: '' });
    expect(await formAlert('Create Item')).toHaveTextContent(message);
    expectFieldError(missing, message);
    expect(create).not.toHaveBeenCalled();
  });

  it('a complete dish is sent, without a picture meaning the default one', async () => {
    const create = await submitFood(complete);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Porridge', price: 6.5, preparationTime: 15, image: null }),
      expect.anything(),
    );
  });
});
