import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword, passwordIsEmail } from './passwords';
import { changePasswordInput, registerInput } from './schemas/auth';
import { MSG } from './messages';

describe('common passwords', () => {
  it('ships a few hundred, lower-cased, none shorter than the minimum', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const p of COMMON_PASSWORDS) {
      expect(p).toBe(p.toLowerCase());
      expect(p.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('compares without case, and leaves the demo and fixture passwords alone', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    for (const p of ['Admin#2026', 'Staff#2026', 'Guest#2026', 'secret1', 'secret12', 'Passw0rd!', 'abcdef1', 'newpass1']) {
      expect(isCommonPassword(p)).toBe(false);
    }
  });

  it('recognises the email and its local part, whatever the case', () => {
    expect(passwordIsEmail('Ann.Lee@Example.test', 'ann.lee@example.test')).toBe(true);
    expect(passwordIsEmail('ANN.LEE', 'ann.lee@example.test')).toBe(true);
    expect(passwordIsEmail('ann.lee1', 'ann.lee@example.test')).toBe(false);
  });

  it('the shared form schemas show the message', () => {
    const register = registerInput.safeParse({
      name: 'Ann',
      email: 'ann.lee@example.test',
      phone: '1',
      role: 'customer',
      password: 'ann.lee',
      confirmPassword: 'ann.lee',
    });
    expect(register.error?.issues.map((i) => i.message)).toEqual([MSG.passwordIsEmail]);
    const change = changePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'iloveyou', confirmPassword: 'iloveyou' });
    expect(change.error?.issues.map((i) => i.message)).toEqual([MSG.passwordTooCommon]);
  });
});
