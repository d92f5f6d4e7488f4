// Sign-in and registration forms: the spec's validation messages (spec 01 §5) shown before any
// call, and the server's portal message after one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@innkeep/api-contract';
import { apiError, enter, formAlert, renderWithProviders } from '../../test/render';
import { LoginForm, PORTALS } from './LoginForm';
import RegisterPage from './Register';

/** The input labelled `label` (a required field's label ends with Mantine's asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });

describe('login form', () => {
  const renderLogin = (login = vi.fn()) => {
    renderWithProviders(<LoginForm portal={PORTALS.customer} />, { handlers: { 'auth.login': login } });
    return login;
  };

  it(`empty fields: '${MSG.emailAndPasswordRequired}', and no call`, async () => {
    const login = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await formAlert('Sign In')).toHaveTextContent(MSG.emailAndPasswordRequired);
    expect(login).not.toHaveBeenCalled();
  });

  it('a password without an email is refused the same way', async () => {
    const login = renderLogin();
    await enter(field('Password'), 'Guest#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await formAlert('Sign In')).toHaveTextContent(MSG.emailAndPasswordRequired);
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the portal's refusal from the server: 'This login is for customers only'", async () => {
    const login = renderLogin(
      vi.fn(() => {
        throw apiError('FORBIDDEN', MSG.customersOnly, 403);
      }),
    );
    await enter(field('Email'), 'staff@innkeep.test');
    await enter(field('Password'), 'Staff#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await formAlert('Sign In')).toHaveTextContent(MSG.customersOnly);
    // Also as a toast (spec 01 §8: login failure shows the server's message).
    expect(screen.getAllByText(MSG.customersOnly)).toHaveLength(2);
    expect(login).toHaveBeenCalledWith({ email: 'staff@innkeep.test', password: 'Staff#2026', portal: 'customer' }, expect.anything());
  });
});

describe('registration form', () => {
  async function fill(values: Partial<Record<'Full Name' | 'Email' | 'Phone' | 'Password' | 'Confirm Password', string>>) {
    for (const [label, value] of Object.entries(values)) if (value) await enter(field(label), value);
  }
  const complete = {
    'Full Name': 'Ada Lovelace',
    Email: 'ada@example.com',
    Phone: '555-0101',
    Password: 'Analytical1',
    'Confirm Password': 'Analytical1',
  };

  async function submitWith(values: Partial<typeof complete>) {
    const register = vi.fn();
    renderWithProviders(<RegisterPage />, { handlers: { 'auth.register': register } });
    await fill(values);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    return register;
  }

  it(`empty form: '${MSG.requiredFields}'`, async () => {
    const register = await submitWith({});
    expect(await formAlert('Create Account')).toHaveTextContent(MSG.requiredFields);
    expect(register).not.toHaveBeenCalled();
  });

  it(`a missing phone: '${MSG.requiredFields}'`, async () => {
    await submitWith({ ...complete, Phone: undefined });
    expect(await formAlert('Create Account')).toHaveTextContent(MSG.requiredFields);
  });

  it(`different confirmation: '${MSG.passwordsDoNotMatch}'`, async () => {
    const register = await submitWith({ ...complete, 'Confirm Password': 'Analytical2' });
    expect(await formAlert('Create Account')).toHaveTextContent(MSG.passwordsDoNotMatch);
    expect(register).not.toHaveBeenCalled();
  });

  it(`a short password: '${MSG.passwordTooShort}'`, async () => {
    await submitWith({ ...complete, Password: 'abc', 'Confirm Password': 'abc' });
    expect(await formAlert('Create Account')).toHaveTextContent(MSG.passwordTooShort);
  });

  it('a valid form is sent, and the server refusal is shown', async () => {
    const register = vi.fn(() => {
      throw apiError('CONFLICT', MSG.emailTaken, 409);
    });
    renderWithProviders(<RegisterPage />, { handlers: { 'auth.register': register } });
    await fill(complete);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(await formAlert('Create Account')).toHaveTextContent(MSG.emailTaken);
  });
});
