import { describe, expect, it } from 'vitest';
import { isRepetitionOrSequence, passwordHasHotelName, passwordIsEmail, passwordProblem } from './passwords';
import { changePasswordInput, registerInput } from './schemas/auth';
import { MSG } from './messages';

describe('password rules', () => {
  it('refuses repetitions and sequences, and leaves the demo and fixture passwords alone', () => {
    for (const p of ['bbbbbbbb', '        ', '11111112', 'abababab', 'abcabcabc', '12121212', '12345678', 'abcdefgh', '87654321']) {
      expect(isRepetitionOrSequence(p), p).toBe(true);
    }
    for (const p of ['Admin#2026', 'Staff#2026', 'Guest#2026', 'secret12', 'Passw0rd!', 'newpass1', 'Quiet-Room-7']) {
      expect(isRepetitionOrSequence(p), p).toBe(false);
    }
  });

  it('recognises the email and its local part, whatever the case', () => {
    expect(passwordIsEmail('Ann.Lee@Example.test', 'ann.lee@example.test')).toBe(true);
    expect(passwordIsEmail('ANN.LEE', 'ann.lee@example.test')).toBe(true);
    expect(passwordIsEmail('ann.lee1', 'ann.lee@example.test')).toBe(false);
  });

  it("recognises the hotel's name or a word of it of four letters or more", () => {
    expect(passwordHasHotelName('hotel1234', 'Innkeep Hotel & Hostel')).toBe(true);
    expect(passwordHasHotelName('my-INNKEEP!', 'Innkeep Hotel & Hostel')).toBe(true);
    expect(passwordHasHotelName('Sea-View-9', 'Innkeep Hotel & Hostel')).toBe(false);
    expect(passwordHasHotelName('inn-of-the-bay', 'The Inn')).toBe(false);
    expect(passwordProblem('hotel1234', { hotelName: 'Innkeep Hotel & Hostel' })).toBe(MSG.passwordHasHotelName);
  });

  it('the shared form schemas show the message', () => {
    const register = registerInput.safeParse({
      name: 'Ann',
      email: 'ann.lee@example.test',
      phone: '1',
      role: 'customer',
      password: 'ann.lee.',
      confirmPassword: 'ann.lee.',
    });
    expect(register.success).toBe(true);
    const asEmail = registerInput.safeParse({
      name: 'Ann',
      email: 'ann.leeson@example.test',
      phone: '1',
      role: 'customer',
      password: 'ann.leeson',
      confirmPassword: 'ann.leeson',
    });
    expect(asEmail.error?.issues.map((i) => i.message)).toEqual([MSG.passwordIsEmail]);
    const change = changePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'zzzzzzzz', confirmPassword: 'zzzzzzzz' });
    expect(change.error?.issues.map((i) => i.message)).toEqual([MSG.passwordTooSimple]);
    const short = changePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'Ab#12cd', confirmPassword: 'Ab#12cd' });
    expect(short.error?.issues.map((i) => i.message)).toEqual([MSG.newPasswordTooShort]);
  });
});
