import { expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@innkeep.test', password: 'Admin#2026', portal: '/admin/login' },
  staff: { email: 'staff@innkeep.test', password: 'Staff#2026', portal: '/staff/login' },
  pending: { email: 'pending@innkeep.test', password: 'Staff#2026', portal: '/staff/login' },
  guest: { email: 'guest@innkeep.test', password: 'Guest#2026', portal: '/login' },
} as const;

/** Signs in through a portal's form and waits until the app has left the login page. */
export async function signIn(page: Page, account: { email: string; password: string; portal: string }) {
  await page.goto(account.portal);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${account.portal}$`));
}

let counter = 0;
/** Registers a new customer through the form; returns the credentials. */
export async function registerCustomer(page: Page, name = 'E2E Guest') {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.test`;
  const password = 'secret12';
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0101');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  return { email, password, portal: '/login' };
}
