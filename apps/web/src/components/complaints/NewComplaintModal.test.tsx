// The complaint form (spec 01 §5): title and description non-empty after trimming; category and
// priority default to general and medium.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPLAINT_MSG } from '@innkeep/api-contract';
import { enter, formAlert, modalReady, renderWithProviders } from '../../test/render';
import { NewComplaintModal } from './NewComplaintModal';

async function renderModal() {
  const create = vi.fn((input: unknown) => ({ _id: 'c1', ...(input as object) }));
  const onCreated = vi.fn();
  renderWithProviders(<NewComplaintModal opened onClose={() => {}} onCreated={onCreated} />, {
    auth: false,
    handlers: { 'complaints.create': create },
  });
  await modalReady();
  return { create, onCreated };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));

describe('complaint form', () => {
  it(`empty: '${COMPLAINT_MSG.requiredFields}', and nothing sent`, async () => {
    const { create } = await renderModal();
    await submit();
    expect(await formAlert('Submit Complaint')).toHaveTextContent(COMPLAINT_MSG.requiredFields);
    expect(create).not.toHaveBeenCalled();
  });

  it('a title of blanks counts as empty', async () => {
    const { create } = await renderModal();
    await enter(field('Title'), '   ');
    await enter(field('Description'), 'The shower is cold.');
    await submit();
    expect(await formAlert('Submit Complaint')).toHaveTextContent(COMPLAINT_MSG.requiredFields);
    expect(create).not.toHaveBeenCalled();
  });

  it('a complete complaint is sent with the default category and priority', async () => {
    const { create, onCreated } = await renderModal();
    expect(field('Category')).toHaveValue('general');
    expect(field('Priority')).toHaveValue('medium');
    await enter(field('Title'), '  Cold shower ');
    await enter(field('Description'), 'The shower in room 12 is cold.');
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      { title: 'Cold shower', description: 'The shower in room 12 is cold.', category: 'general', priority: 'medium' },
      expect.anything(),
    );
    expect(await screen.findByText(COMPLAINT_MSG.submitted)).toBeInTheDocument();
  });
});
